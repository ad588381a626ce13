import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const fromRoot = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

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
      // Stories use @shop/ui from source, so no tsup build is needed first. The exact-match
      // pattern keeps '@shop/ui/style.css' pointing at the package.
      alias: [
        ...(Array.isArray(viteConfig.resolve?.alias) ? viteConfig.resolve.alias : []),
        { find: /^@shop\/ui$/, replacement: fromRoot('packages/ui/src/index.ts') },
      ],
    };
    return viteConfig;
  },
};

export default config;
