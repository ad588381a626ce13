import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { sql } from 'drizzle-orm';
import type { Database } from './db/connect';
import { BODY_LIMIT_BYTES, registerErrorHandlers } from './http/errors';
import { API_SECURITY_HEADERS, webHelmetOptions } from './http/security-headers';
import { docsUiRoutes, registerOpenApi } from './routes/docs';
import { healthRoutes } from './routes/health';
import { imageRoutes } from './routes/images';
import { productRoutes } from './routes/products';
import { storefrontRoutes } from './routes/storefront';
import { CatalogueService } from './services/catalogue-service';
import { type DatabasePing, HealthService } from './services/health-service';
import { ImageService } from './services/image-service';

export interface AppServices {
  readonly catalogue: CatalogueService;
  readonly health: HealthService;
  readonly images: ImageService;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's services, for start-up work and tests (e.g. `catalogue.invalidate()`). */
    readonly services: AppServices;
  }
}

export interface BuildAppOptions {
  readonly db: Database;
  /** The health check's round trip; pass the handle's `ping` (cheaper than a Drizzle query). */
  readonly ping?: DatabasePing;
  readonly config: Pick<AppConfig, 'storefrontDist'>;
  /** Fastify's logger option: `false` (tests), or pino options such as `{ level }`. */
  readonly logger?: FastifyServerOptions['logger'];
  /**
   * One "incoming" and one "completed" line per request. Off by default: measured, they take about
   * a third of the cached catalogue's throughput (GET /products 61k → 39k req/s). Unexpected
   * errors (5xx) and failed health checks are logged either way.
   */
  readonly requestLogging?: boolean;
}

/**
 * The whole HTTP app, without listening (CONVENTIONS "Server"): tests drive it with `inject`,
 * main.ts listens. Three contexts, so each prefix pays only for what it needs:
 * - /api/v1: CORS and a fixed set of security headers (the hot paths);
 * - /images: their own cache and security headers;
 * - pages (storefront, Swagger UI): full helmet with the shop's CSP.
 */
export async function buildApp({
  db,
  ping = async () => {
    await db.execute(sql`select 1`);
  },
  config,
  logger = false,
  requestLogging = false,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT_BYTES,
    logController: new LogController({ disableRequestLogging: !requestLogging }),
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandlers(app);

  const services: AppServices = {
    catalogue: new CatalogueService(db),
    health: new HealthService(ping, (error) => app.log.warn({ err: error }, 'Health check failed')),
    images: new ImageService(),
  };
  app.decorate('services', services);

  // Bodies are JSON (and form posts, which browsers and the auth stand-in send). Fastify's
  // built-in text/plain parser would let a plain-text body through to validation as a string;
  // without it, such a request gets the 415 it deserves.
  app.removeContentTypeParser('text/plain');
  await app.register(formbody);
  await registerOpenApi(app);

  await app.register(async (api) => {
    api.addHook('onRequest', async (_request, reply) => {
      reply.headers(API_SECURITY_HEADERS);
    });
    await api.register(cors, { origin: true, methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] });
    await api.register(healthRoutes, { health: services.health });
    await api.register(productRoutes, { catalogue: services.catalogue });
  });

  await app.register(imageRoutes, { images: services.images });

  await app.register(async (web) => {
    await web.register(helmet, webHelmetOptions);
    await web.register(docsUiRoutes);
    await web.register(storefrontRoutes, { dist: config.storefrontDist });
  });

  // The first shopper should not pay for building the catalogue's reply bodies.
  app.addHook('onReady', async () => {
    await services.catalogue.warm();
  });

  return app;
}
