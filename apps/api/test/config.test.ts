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
      logLevel: 'info',
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
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/tmp/shop-data',
      databaseUrl: 'postgres://shop:secret@localhost:5432/shop',
      nodeEnv: 'production',
      logLevel: 'warn',
    });
    expect(isAbsolute(config.storefrontDist)).toBe(true);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a number'],
    [{ PORT: '70000' }, 'PORT must be between 0 and 65535'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must start with postgres://'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of'],
  ])('refuses %j with a clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
