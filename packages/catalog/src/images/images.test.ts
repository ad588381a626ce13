import { describe, expect, it } from 'vitest';
import {
  IMAGE_BASE_PATH,
  PRODUCT_IMAGE_VIEWS,
  categories,
  categoryImagePath,
  categoryImageSvg,
  findProduct,
  generateCatalogue,
  parseProductImageFile,
  productGalleryImagePaths,
  productImageAlt,
  productImagePath,
  productImageSvg,
  svgDataUri,
} from '../index';
import { escapeXml } from './svg';

const SIZE_BUDGET = 4 * 1024;

/**
 * Well-formed enough for browsers and XML parsers: one root, balanced tags, quoted attributes, and
 * no bare `&` or `<` in text.
 */
function expectWellFormedSvg(svg: string): void {
  expect(svg.startsWith('<svg ')).toBe(true);
  expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
  expect(svg).toMatch(/ viewBox="0 0 400 400"/);
  expect(svg).toMatch(/ width="400" height="400"/);
  expect(svg).not.toMatch(/&(?!(amp|lt|gt|quot|#39);)/);
  const open: string[] = [];
  for (const tag of svg.matchAll(/<(\/?)([a-zA-Z]+)((?:\s+[a-zA-Z:-]+="[^"<]*")*)\s*(\/?)>/g)) {
    const [, closing, name = '', , selfClosing] = tag;
    if (closing) expect(open.pop()).toBe(name);
    else if (!selfClosing) open.push(name);
  }
  expect(open).toEqual([]);
  // Every `<` starts a tag the pattern above understood.
  const tags = svg.match(/<(\/?)([a-zA-Z]+)((?:\s+[a-zA-Z:-]+="[^"<]*")*)\s*(\/?)>/g) ?? [];
  expect(tags.length).toBe((svg.match(/</g) ?? []).length);
  expect(svg.endsWith('</svg>')).toBe(true);
}

describe('the well-formedness check used below', () => {
  it('rejects unbalanced tags, bare ampersands and stray angle brackets', () => {
    const head = '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">';
    expect(() => expectWellFormedSvg(`${head}<title>ok</title></svg>`)).not.toThrow();
    expect(() => expectWellFormedSvg(`${head}<g></svg>`)).toThrow();
    expect(() => expectWellFormedSvg(`${head}<title>A & B</title></svg>`)).toThrow();
    expect(() => expectWellFormedSvg(`${head}<title>a < b</title></svg>`)).toThrow();
  });
});

describe('image paths', () => {
  it('are served by the app under /images', () => {
    expect(IMAGE_BASE_PATH).toBe('/images');
    expect(productImagePath(101)).toBe('/images/products/101.svg');
    expect(categoryImagePath('mobiles-tablets')).toBe('/images/categories/mobiles-tablets.svg');
  });
});

describe('productImageSvg', () => {
  const { products } = generateCatalogue();

  it('draws every product as a well-formed SVG under the size budget', () => {
    for (const product of products) {
      const svg = productImageSvg(product.id);
      expect(svg, String(product.id)).toBeDefined();
      expectWellFormedSvg(svg ?? '');
      expect(new TextEncoder().encode(svg).length).toBeLessThan(SIZE_BUDGET);
    }
  });

  it('names the product in the title and shows the brand, both escaped', () => {
    const combo = products.find((product) => product.productname.includes('Keyboard & Mouse'));
    const svg = productImageSvg(combo?.id ?? 0) ?? '';
    expect(svg).toContain('<title>Logitech MK270 Wireless Keyboard &amp; Mouse Combo</title>');
    expect(svg).toContain('>Logitech</text>');

    const jeans = products.find((product) => product.brand === "Levi's");
    expect(productImageSvg(jeans?.id ?? 0)).toContain('>Levi&#39;s</text>');
  });

  it('is the same on every call and varies its palette between products', () => {
    expect(productImageSvg(101)).toBe(productImageSvg(101));
    const backgrounds = new Set(
      products
        .slice(0, 30)
        .map(
          (product) =>
            /<rect width="400" height="400" fill="([^"]+)"/.exec(productImageSvg(product.id) ?? '')?.[1],
        ),
    );
    expect(backgrounds.size).toBeGreaterThan(3);
  });

  it('draws a different silhouette per category', () => {
    const artwork = categories.map((category) => {
      const svg = productImageSvg(category.id * 100 + 1) ?? '';
      const halo = svg.indexOf('/>', svg.indexOf('r="145"')) + 2;
      return svg.slice(halo, svg.indexOf('<text')).replace(/#[0-9a-f]{6}/g, '');
    });
    expect(new Set(artwork).size).toBe(categories.length);
  });

  it('returns undefined for an unknown product', () => {
    expect(productImageSvg(0)).toBeUndefined();
    expect(productImageSvg(9999)).toBeUndefined();
    expect(findProduct(9999)).toBeUndefined();
  });
});

describe('categoryImageSvg', () => {
  it('draws every category, titled with its display name', () => {
    for (const category of categories) {
      const svg = categoryImageSvg(category.slug) ?? '';
      expectWellFormedSvg(svg);
      expect(svg).toContain(`<title>${escapeXml(category.description)}</title>`);
      expect(new TextEncoder().encode(svg).length).toBeLessThan(SIZE_BUDGET);
    }
    expect(categoryImageSvg('tvs-appliances')).toContain('>TVs &amp; Appliances</text>');
  });

  it('returns undefined for an unknown slug', () => {
    expect(categoryImageSvg('all')).toBeUndefined();
    expect(categoryImageSvg('')).toBeUndefined();
  });
});

describe('escapeXml and svgDataUri', () => {
  it('escape the five XML special characters', () => {
    expect(escapeXml(`Tom & Jerry's "<b>"`)).toBe('Tom &amp; Jerry&#39;s &quot;&lt;b&gt;&quot;');
  });

  it('make a URL-encoded data URI that decodes back to the SVG, accents included', () => {
    const svg = productImageSvg(701) ?? '';
    expect(svg).toContain('Lakmé');
    const uri = svgDataUri(svg);
    expect(uri.startsWith('data:image/svg+xml,')).toBe(true);
    expect(uri).not.toMatch(/[<>#"\s]/);
    expect(decodeURIComponent(uri.slice('data:image/svg+xml,'.length))).toBe(svg);
  });
});

describe('gallery views', () => {
  const { products } = generateCatalogue();

  it('gives every product four paths, the first being its own image', () => {
    expect(PRODUCT_IMAGE_VIEWS).toEqual(['front', 'angle', 'back', 'detail']);
    expect(productGalleryImagePaths(101)).toEqual([
      '/images/products/101.svg',
      '/images/products/101-angle.svg',
      '/images/products/101-back.svg',
      '/images/products/101-detail.svg',
    ]);
    expect(productGalleryImagePaths(101)[0]).toBe(findProduct(101)?.imageurl);
  });

  it('reads file names back into id and view, and nothing else', () => {
    expect(parseProductImageFile('101.svg')).toEqual({ productId: 101, view: 'front' });
    expect(parseProductImageFile('101-angle.svg')).toEqual({ productId: 101, view: 'angle' });
    expect(parseProductImageFile('101-detail.svg')).toEqual({ productId: 101, view: 'detail' });
    for (const file of ['101-front.svg', '101-top.svg', '101-.svg', 'abc.svg', '101.png', '-back.svg']) {
      expect(parseProductImageFile(file), file).toBeUndefined();
    }
  });

  it('draws each view as a distinct, well-formed SVG of the same product and palette', () => {
    for (const product of products.filter((_, index) => index % 9 === 0)) {
      const svgs = PRODUCT_IMAGE_VIEWS.map((view) => productImageSvg(product.id, view) ?? '');
      expect(new Set(svgs).size).toBe(4);
      const background = /<rect width="400" height="400" fill="([^"]+)"/.exec(svgs[0] ?? '')?.[1];
      for (const svg of svgs) {
        expectWellFormedSvg(svg);
        expect(new TextEncoder().encode(svg).length).toBeLessThan(SIZE_BUDGET);
        expect(svg).toContain(`<rect width="400" height="400" fill="${background}"/>`);
      }
    }
    expect(productImageSvg(101, 'front')).toBe(productImageSvg(101));
    expect(productImageSvg(101, 'back')).toContain('(back view)</title>');
    expect(productImageSvg(9999, 'angle')).toBeUndefined();
  });
});

describe('productImageAlt', () => {
  it('names the view after the product, the front by the name alone', () => {
    expect(productImageAlt('Apple iPhone 15', 'front')).toBe('Apple iPhone 15');
    expect(productImageAlt('Apple iPhone 15', 'angle')).toBe('Apple iPhone 15, side angle');
    expect(productImageAlt('Apple iPhone 15', 'detail')).toBe('Apple iPhone 15, close-up');
  });
});
