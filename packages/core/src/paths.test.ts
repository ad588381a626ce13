import { describe, expect, it } from 'vitest';
import {
  categoryListingPath,
  isServerOwnedPath,
  serverOwnedPrefixOf,
  paths,
  productPath,
  proxiedPrefixes,
  routePatterns,
  safeReturnPath,
} from './paths';

describe('paths (§2)', () => {
  it('a category card opens /products?categoryId={id}&category={slug}', () => {
    expect(categoryListingPath({ id: 2, slug: 'laptops-computers' })).toBe(
      '/products?categoryId=2&category=laptops-computers',
    );
  });

  it('the listing defaults to the slug all, without a category id', () => {
    expect(paths.products()).toBe('/products?category=all');
    expect(paths.products({ categoryId: 0, category: 'all', search: '  ' })).toBe('/products?category=all');
    expect(paths.products({ categoryId: 1, category: 'mobiles-tablets', search: ' pixel 9 ' })).toBe(
      '/products?categoryId=1&category=mobiles-tablets&search=pixel+9',
    );
  });

  it('the details route is /product/{categoryId}/{productId}; the fresh-pick form is /products/…', () => {
    expect(productPath(1, 1042)).toBe('/product/1/1042');
    expect(paths.product('1', 'prod-1001')).toBe('/product/1/prod-1001');
    expect(paths.legacyProduct(6, 601)).toBe('/products/6/601');
    expect(paths.product('a/b', 'x y')).toBe('/product/a%2Fb/x%20y');
  });

  it('the fixed routes', () => {
    expect([paths.home(), paths.profile(), paths.cart(), paths.compare(), paths.health()]).toEqual([
      '/',
      '/profile',
      '/cart',
      '/compare',
      '/health',
    ]);
    expect(paths.oauthCallback()).toBe('/oauth-callback');
    expect(routePatterns.product).toBe('/product/:categoryId/:productId');
  });

  it('sign-in carries where to return, and the Sign Up tab', () => {
    expect(paths.login()).toBe('/login');
    expect(paths.login({ returnTo: '/profile' })).toBe('/login?returnTo=%2Fprofile');
    expect(paths.auth()).toBe('/auth');
    expect(paths.auth({ tab: 'signUp' })).toBe('/auth?tab=signup');
    expect(paths.auth({ tab: 'signIn', returnTo: '/cart' })).toBe('/auth?returnTo=%2Fcart');
  });
});

describe('safeReturnPath', () => {
  it('keeps paths inside the shop, with their query', () => {
    expect(safeReturnPath('/profile')).toBe('/profile');
    expect(safeReturnPath('/products?categoryId=1&category=mobiles-tablets')).toBe(
      '/products?categoryId=1&category=mobiles-tablets',
    );
  });

  it('refuses other origins, protocol-relative and backslash tricks, and the sign-in screen itself', () => {
    for (const unsafe of [
      'https://evil.test/',
      '//evil.test',
      '/\\evil.test',
      'javascript:alert(1)',
      '',
      null,
    ]) {
      expect(safeReturnPath(unsafe)).toBeNull();
    }
    expect(safeReturnPath('/login?returnTo=/x')).toBeNull();
    expect(safeReturnPath('/auth')).toBeNull();
    expect(safeReturnPath('/Login/')).toBeNull();
    expect(safeReturnPath('/%61uth?tab=signup')).toBeNull();
  });

  // A browser drops tab, newline and CR from a URL and reads '\\' as '/', so each of these becomes
  // //evil.example: another origin, which the router refuses to open ("External navigation is not
  // allowed"), leaving the user stuck on the sign-in screen.
  it.each([
    ['a tab after the first slash', '/\t/evil.example/'],
    ['a newline after the first slash', '/\n/evil.example/'],
    ['a carriage return after the first slash', '/\r/evil.example/'],
    ['a tab before the first slash', '\t//evil.example/'],
    ['a tab inside the double slash, backslash form', '/\t\\evil.example/'],
    ['an escaped tab (%09) after the first slash', '/%09/evil.example/'],
    ['an escaped slash (%2f) after the first slash', '/%2f/evil.example/'],
    ['an escaped backslash (%5c) after the first slash', '/%5Cevil.example/'],
    ['a doubly escaped tab (%2509)', '/%2509/evil.example/'],
    ['a NUL further along', '/profile\u0000'],
    ['a DEL further along', '/profile\u007f'],
    ['a control character in the query', '/products?search=a\u0001b'],
  ])('falls back (null) on %s: %j', (_case, unsafe) => {
    expect(safeReturnPath(unsafe)).toBeNull();
  });

  it.each([
    ['an escaped space', '/products?search=pixel%209'],
    ['an escaped slash in a segment', '/product/a%2Fb/1'],
    ['a hash', '/profile#shoes'],
    ['a path ending in a slash', '/orders/'],
  ])('keeps %s: %j', (_case, safe) => {
    expect(safeReturnPath(safe)).toBe(safe);
  });
});

describe('server-owned paths', () => {
  it('the API, docs, images, mailbox and the auth service below /auth/', () => {
    for (const path of [
      '/api',
      '/api/v1/health',
      '/api/docs',
      '/images/products/101.svg',
      '/mailbox',
      '/auth/v1/authorize',
    ]) {
      expect(isServerOwnedPath(path), path).toBe(true);
    }
  });

  it('matches without regard to case, so /API/v1/… never gets the page', () => {
    expect(isServerOwnedPath('/API/v1/health')).toBe(true);
    expect(isServerOwnedPath('/Images/x.svg')).toBe(true);
  });

  it('leaves the shop its routes, including /auth itself and look-alikes', () => {
    for (const path of [
      '/',
      '/auth',
      '/auth?tab=signup',
      '/login',
      '/apixyz',
      '/products?category=all',
      '/mailboxes',
    ]) {
      expect(isServerOwnedPath(path), path).toBe(false);
    }
  });

  it('sees through the spellings a server reads as the same path: ; parameters, encoded slashes, dots', () => {
    for (const path of [
      '/api;/v1/health',
      '/api;x=1/v1/health',
      '/api%2fv1%2fhealth',
      '/api%2Fv1%2Fhealth',
      '/%61pi/v1/health',
      '/api%252fv1',
      '//api/v1/health',
      '/./api/v1/health',
      '/shop/../api/v1/health',
      '/api\\v1\\health',
      '/images;/x.svg',
      '/auth%2fv1/authorize',
      '/auth;/v1/authorize',
    ]) {
      expect(isServerOwnedPath(path), path).toBe(true);
    }
  });

  it("keeps treating a path it cannot decode as the server's when its prefix is", () => {
    expect(isServerOwnedPath('/api/v1/%zz')).toBe(true);
    expect(isServerOwnedPath('/products/%zz')).toBe(false);
  });

  it('names the prefix that owns a path, so the server can answer /api paths as the API', () => {
    expect(serverOwnedPrefixOf('/API;/v1/health')).toBe('/api');
    expect(serverOwnedPrefixOf('/images/products/101.svg')).toBe('/images');
    expect(serverOwnedPrefixOf('/auth/v1/user')).toBe('/auth/');
    expect(serverOwnedPrefixOf('/apixyz')).toBeUndefined();
    expect(serverOwnedPrefixOf('/auth')).toBeUndefined();
  });

  it('the dev proxy forwards exactly the server-owned prefixes', () => {
    expect([...proxiedPrefixes]).toEqual(['/api', '/images', '/mailbox', '/auth/']);
  });
});
