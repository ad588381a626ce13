// @shop/ui's entries as their TypeScript sources (each export's "source"), for the Vite-based
// tools: the storefront's build, Storybook and Vitest compile the UI with the app, module by
// module, instead of taking tsup's one-file build (which would put every screen in the chunk that
// every route loads first). One list, read from package.json, for all three.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const manifest = new URL('./package.json', import.meta.url);
const { exports } = JSON.parse(readFileSync(manifest, 'utf8')) as {
  exports: Record<string, string | { source?: string }>;
};

/** Vite aliases: `@shop/ui` → src/index.ts, `@shop/ui/cart` → src/areas/cart.ts … */
export const uiSourceAliases: { find: RegExp; replacement: string }[] = Object.entries(exports).flatMap(
  ([subpath, target]) =>
    typeof target === 'object' && target.source
      ? [
          {
            find: new RegExp(`^@shop/ui${subpath === '.' ? '' : subpath.slice(1)}$`),
            replacement: fileURLToPath(new URL(target.source, manifest)),
          },
        ]
      : [],
);
