import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { uiSourceAliases } from '../packages/ui/source-aliases';

const config: StorybookConfig = {
  // One Storybook for the design system and the storefront's page stories.
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)', '../apps/storefront/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest', 'msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The msw worker (mockServiceWorker.js) and the shop's fonts-free static files.
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  viteFinal: async (viteConfig) => {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    viteConfig.resolve = {
      ...viteConfig.resolve,
      // Stories use @shop/ui from source, so no tsup build is needed first; '@shop/ui/style.css'
      // (no source of its own) still points at the package.
      alias: [
        ...(Array.isArray(viteConfig.resolve?.alias) ? viteConfig.resolve.alias : []),
        ...uiSourceAliases,
      ],
    };
    return viteConfig;
  },
};

export default config;
