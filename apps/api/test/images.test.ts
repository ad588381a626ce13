import {
  categories,
  categoryImagePath,
  categoryImageSvg,
  generateCatalogue,
  PRODUCT_IMAGE_VIEWS,
  productGalleryImagePaths,
  productImagePath,
  productImageSvg,
} from '@shop/catalog';
import { ErrorReplySchema } from '@shop/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, parseReply, type TestApp } from './helper';

const { products } = generateCatalogue();

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('product and category images', () => {
  it('serves a product image as SVG, cached immutable for a year, with safety headers', async () => {
    const product = products[0];
    if (!product) throw new Error('empty catalogue');
    const response = await t.app.inject({ method: 'GET', url: productImagePath(product.id) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.body).toBe(productImageSvg(product.id));
  });

  it('answers a revalidation with the same ETag by 304', async () => {
    const url = productImagePath(products[1]?.id ?? 0);
    const first = await t.app.inject({ method: 'GET', url });
    const etag = first.headers.etag;
    expect(typeof etag).toBe('string');
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves every image a product or a category points to', async () => {
    const urls = [
      ...categories.map((category) => category.imageurl),
      ...products.filter((_, index) => index % 7 === 0).map((product) => product.imageurl),
    ];
    for (const url of urls) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe('image/svg+xml; charset=utf-8');
    }
  });

  it('serves every gallery view of a product, each its own SVG with its own ETag', async () => {
    const product = products[2];
    if (!product) throw new Error('empty catalogue');
    const urls = productGalleryImagePaths(product.id);
    expect(urls[0]).toBe(product.imageurl);
    const etags = new Set<string>();
    for (const [index, url] of urls.entries()) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe('image/svg+xml; charset=utf-8');
      expect(response.body, url).toBe(productImageSvg(product.id, PRODUCT_IMAGE_VIEWS[index]));
      etags.add(String(response.headers.etag));
    }
    expect(etags.size).toBe(PRODUCT_IMAGE_VIEWS.length);
  });

  it('serves each category image from the catalogue', async () => {
    for (const category of categories) {
      const response = await t.app.inject({ method: 'GET', url: categoryImagePath(category.slug) });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(categoryImageSvg(category.slug));
    }
  });

  it.each([
    '/images/products/999999.svg',
    '/images/products/101.png',
    '/images/products/..%2F..%2Fpackage.json',
    '/images/products/abc.svg',
    '/images/products/101-top.svg',
    '/images/products/101-front.svg',
    '/images/products/101-Angle.svg',
    '/images/products/999999-angle.svg',
    '/images/categories/no-such-category.svg',
    '/images/categories/Mobiles.svg',
    '/images/elsewhere/101.svg',
  ])('answers %s with a JSON 404', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    parseReply(ErrorReplySchema, response);
  });
});
