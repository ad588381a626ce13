import { describe, expect, it } from 'vitest';
import { prerenderedPage, routeChunkFiles, withoutTestIds, type Manifest } from './page-html';

const TEMPLATE = `<!doctype html>
<html>
  <head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
  </head>
  <body>
    <div id="root">
      <!-- painted first -->
      <p role="status" class="boot-status">Loading ShopLane…</p>
    </div>
  </body>
</html>`;

const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js', '_paths.js'] },
  '_react.js': { file: 'assets/react-1.js' },
  '_paths.js': { file: 'assets/paths-1.js' },
  '_card.js': { file: 'assets/ProductCard-1.js', imports: ['_react.js', '_rating.js'] },
  '_rating.js': { file: 'assets/Rating-1.js', imports: ['_paths.js'] },
  'src/routes/home/HomeRoute.tsx': {
    file: 'assets/HomeRoute-1.js',
    isDynamicEntry: true,
    imports: ['_react.js', '_card.js'],
  },
};

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('routeChunkFiles', () => {
  it('lists the route chunk and the imports the entry does not already load', () => {
    expect(routeChunkFiles(MANIFEST, 'src/routes/home/HomeRoute.tsx')).toEqual([
      '/assets/HomeRoute-1.js',
      '/assets/ProductCard-1.js',
      '/assets/Rating-1.js',
    ]);
  });

  it('lists nothing for a module the manifest does not know', () => {
    expect(routeChunkFiles(MANIFEST, 'src/routes/gone/GoneRoute.tsx')).toEqual([]);
  });
});

describe('prerenderedPage', () => {
  const markup =
    '<link rel="preload" as="image" href="/images/categories/mobiles-tablets.svg" fetchPriority="high"/>' +
    '<div class="frame"><a href="/cart" data-testid="header-cart">Cart</a>' +
    '<img src="/images/categories/mobiles-tablets.svg" data-testid="home-category-card-1" alt=""/></div>';
  const html = prerenderedPage({
    template: TEMPLATE,
    markup,
    visuallyHiddenClass: 'hidden-text',
    modulePreloads: ['/assets/HomeRoute-1.js'],
  });
  const page = parse(html);
  const root = page.getElementById('root');

  it('puts the first screen in #root inside an inert, busy frame hidden from assistive technology', () => {
    const frame = root?.querySelector('div');
    expect(frame?.hasAttribute('inert')).toBe(true);
    expect(frame?.getAttribute('aria-hidden')).toBe('true');
    expect(frame?.getAttribute('aria-busy')).toBe('true');
    expect(frame?.querySelector('a[href="/cart"]')?.textContent).toBe('Cart');
  });

  it('keeps the boot status for screen readers, visually hidden and outside the frame', () => {
    const status = root?.querySelector('[role="status"]');
    expect(status?.textContent).toBe('Loading ShopLane…');
    expect(status?.className).toBe('boot-status hidden-text');
    expect(status?.closest('[aria-hidden]')).toBeNull();
  });

  it('strips every test id', () => {
    expect(html).not.toContain('data-testid');
    expect(withoutTestIds('<b data-testid="x" class="y">z</b>')).toBe('<b class="y">z</b>');
  });

  it('moves React’s image preloads to the head and adds the route chunk’s modulepreloads', () => {
    const head = page.head;
    expect(head.querySelector('link[rel="preload"][as="image"]')?.getAttribute('href')).toBe(
      '/images/categories/mobiles-tablets.svg',
    );
    expect(
      [...head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')),
    ).toEqual(['/assets/react-1.js', '/assets/HomeRoute-1.js']);
    expect(root?.querySelector('link')).toBeNull();
  });

  it('fetches the scripts after the stylesheet and images when the first screen holds its images', () => {
    expect(page.querySelectorAll('script')).toHaveLength(1);
    expect(page.querySelector('script')?.getAttribute('src')).toBe('/assets/index-1.js');
    const scripts = [...page.querySelectorAll('script, link[rel="modulepreload"]')];
    expect(scripts.map((element) => element.getAttribute('fetchpriority'))).toEqual(['low', 'low', 'low']);
    expect(page.head.querySelector('link[as="image"]')?.getAttribute('fetchpriority')).toBe('high');
  });

  it('leaves the scripts their priority when the largest content comes with the data (no images)', () => {
    const skeleton = parse(
      prerenderedPage({
        template: TEMPLATE,
        markup: '<div class="skeleton"></div>',
        visuallyHiddenClass: 'hidden-text',
        modulePreloads: ['/assets/ProductsRoute-1.js'],
      }),
    );
    const scripts = [...skeleton.querySelectorAll('script, link[rel="modulepreload"]')];
    expect(scripts).toHaveLength(3);
    expect(scripts.every((element) => !element.hasAttribute('fetchpriority'))).toBe(true);
  });

  it('refuses a template without the boot status to replace', () => {
    expect(() =>
      prerenderedPage({ template: '<div id="root"></div>', markup, visuallyHiddenClass: 'h' }),
    ).toThrow(/boot-status/);
  });
});
