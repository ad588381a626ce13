import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { API_ROOT, MIGRATIONS_DIR, REPO_ROOT } from '../src/paths';

const here = fileURLToPath(new URL('.', import.meta.url));

describe('configuration', () => {
  it('finds the package and workspace roots from its own location', () => {
    expect(API_ROOT).toBe(resolve(here, '..'));
    expect(REPO_ROOT).toBe(resolve(here, '..', '..', '..'));
    expect(MIGRATIONS_DIR).toBe(join(API_ROOT, 'drizzle'));
  });

  it('has absolute defaults that do not depend on the working directory', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: join(REPO_ROOT, '.data'),
      databaseUrl: undefined,
      nodeEnv: 'development',
      storefrontDist: join(REPO_ROOT, 'apps', 'storefront', 'dist'),
      serverPages: join(REPO_ROOT, 'apps', 'storefront', 'dist-server', 'pages.mjs'),
      logLevel: 'info',
      demoMode: true,
      smtpUrl: undefined,
      mailFrom: 'ShopLane <no-reply@shoplane.test>',
      jwtSecret: undefined,
      corsOrigins: [],
      timeouts: { requestMs: 30_000, headersMs: 10_000, connectionMs: 30_000, keepAliveMs: 72_000 },
      trustProxy: false,
      catalogueProducts: undefined,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/shop-data',
      DATABASE_URL: 'postgres://shop:secret@localhost:5432/shop',
      NODE_ENV: 'production',
      STOREFRONT_DIST: 'relative/dist',
      LOG_LEVEL: 'warn',
      DEMO_MODE: '1',
      SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
      MAIL_FROM: 'Shop <shop@example.com>',
      JWT_SECRET: 'a-long-enough-secret-for-hs256-tokens',
      CORS_ORIGINS: 'https://partner.example.in, http://localhost:5173,https://partner.example.in',
      REQUEST_TIMEOUT_MS: '20000',
      HEADERS_TIMEOUT_MS: '5000',
      CONNECTION_TIMEOUT_MS: '15000',
      KEEP_ALIVE_TIMEOUT_MS: '65000',
      TRUST_PROXY: '10.0.0.2',
      CATALOGUE_PRODUCTS: '1000000',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/tmp/shop-data',
      databaseUrl: 'postgres://shop:secret@localhost:5432/shop',
      nodeEnv: 'production',
      logLevel: 'warn',
      demoMode: true,
      smtpUrl: 'smtps://mailer:secret@smtp.example.com:465',
      mailFrom: 'Shop <shop@example.com>',
      jwtSecret: 'a-long-enough-secret-for-hs256-tokens',
      corsOrigins: ['https://partner.example.in', 'http://localhost:5173'],
      timeouts: { requestMs: 20_000, headersMs: 5_000, connectionMs: 15_000, keepAliveMs: 65_000 },
      trustProxy: ['10.0.0.2'],
      catalogueProducts: 1_000_000,
    });
    expect(isAbsolute(config.storefrontDist)).toBe(true);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it.each([
    [{}, true],
    [{ NODE_ENV: 'test' }, true],
    [{ NODE_ENV: 'production' }, false],
    [{ NODE_ENV: 'production', DEMO_MODE: '1' }, true],
    [{ NODE_ENV: 'production', DEMO_MODE: 'true' }, true],
    [{ DEMO_MODE: '0' }, false],
    [{ DEMO_MODE: ' off ' }, false],
    [{ NODE_ENV: 'production', DEMO_MODE: '' }, false],
  ])('decides demo mode from %j: %s', (env, demoMode) => {
    expect(loadConfig(env).demoMode).toBe(demoMode);
  });

  it.each([
    [undefined, false],
    [' ', false],
    ['false', false],
    ['off', false],
    ['0', false],
    ['true', true],
    [' YES ', true],
    ['1', true],
    ['10.0.0.1', ['10.0.0.1']],
    [
      '127.0.0.1, 10.0.0.0/8,::1,fd00::/8, 192.168.0.0/255.255.0.0',
      ['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', '192.168.0.0/255.255.0.0'],
    ],
    ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
  ])('reads TRUST_PROXY %j as Fastify trustProxy %j', (value, trustProxy) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(trustProxy);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a number'],
    [{ DEMO_MODE: 'maybe' }, 'DEMO_MODE must be 1 or 0'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL must start with smtp:// or smtps://'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters long'],
    [{ PORT: '70000' }, 'PORT must be between 0 and 65535'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must start with postgres://'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of'],
    [{ CORS_ORIGINS: 'null' }, 'CORS_ORIGINS must not contain null'],
    [{ CORS_ORIGINS: 'https://ok.example, null' }, 'CORS_ORIGINS must not contain null'],
    [{ CORS_ORIGINS: '*' }, 'CORS_ORIGINS must list exact origins such as https://shop.example.com (not *)'],
    [{ CORS_ORIGINS: 'https://shop.example/' }, 'CORS_ORIGINS must list exact origins'],
    [{ CORS_ORIGINS: 'https://shop.example/app' }, 'CORS_ORIGINS must list exact origins'],
    [{ CORS_ORIGINS: 'shop.example' }, 'CORS_ORIGINS must list exact origins'],
    [
      { TRUST_PROXY: 'proxy.example' },
      'TRUST_PROXY must be true, false or a comma list of proxy addresses/CIDRs (not proxy.example)',
    ],
    [{ TRUST_PROXY: '10.0.0.0/33, 1.2.3' }, 'addresses/CIDRs (not 10.0.0.0/33, 1.2.3)'],
    [
      { TRUST_PROXY: '2' },
      'TRUST_PROXY must be true, false or a comma list of proxy addresses/CIDRs (not 2)',
    ],
    [{ REQUEST_TIMEOUT_MS: '0' }, 'REQUEST_TIMEOUT_MS must be a positive number of milliseconds'],
    [{ CONNECTION_TIMEOUT_MS: 'soon' }, 'CONNECTION_TIMEOUT_MS must be a number of milliseconds'],
    [
      { REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '6000' },
      'HEADERS_TIMEOUT_MS must not be greater than REQUEST_TIMEOUT_MS',
    ],
    [{ CATALOGUE_PRODUCTS: 'many' }, 'CATALOGUE_PRODUCTS must be a number'],
    [{ CATALOGUE_PRODUCTS: '0' }, 'CATALOGUE_PRODUCTS must be a positive number of products'],
    [{ CATALOGUE_PRODUCTS: '1.5' }, 'CATALOGUE_PRODUCTS must be a whole number'],
    [{ CATALOGUE_PRODUCTS: '20000000' }, 'CATALOGUE_PRODUCTS must be at most 10,000,000'],
  ])('refuses %j with a clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('reads a Supabase project for Google sign-in: URL without its trailing slash, key, optional secret', () => {
    expect(loadConfig({}).supabase).toBeUndefined();
    expect(
      loadConfig({ SUPABASE_URL: 'https://abcd.supabase.co/', SUPABASE_ANON_KEY: 'anon' }).supabase,
    ).toEqual({ url: 'https://abcd.supabase.co', anonKey: 'anon', jwtSecret: undefined });
    expect(
      loadConfig({
        SUPABASE_URL: 'https://abcd.supabase.co',
        SUPABASE_ANON_KEY: 'anon',
        SUPABASE_JWT_SECRET: 's',
      }).supabase?.jwtSecret,
    ).toBe('s');
  });

  it.each([
    [{ SUPABASE_URL: 'https://abcd.supabase.co' }, 'SUPABASE_URL and SUPABASE_ANON_KEY go together'],
    [{ SUPABASE_ANON_KEY: 'anon' }, 'SUPABASE_URL and SUPABASE_ANON_KEY go together'],
    [{ SUPABASE_URL: 'abcd.supabase.co', SUPABASE_ANON_KEY: 'anon' }, 'SUPABASE_URL must be an http(s) URL'],
  ])('refuses the Supabase settings %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
