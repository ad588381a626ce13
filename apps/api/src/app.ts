import type { Server } from 'node:http';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import { AUTH_STAND_IN_ANON_KEY, AUTH_STAND_IN_BASE_PATH, REQUEST_BODY_LIMIT_BYTES } from '@shop/core';
import { type GoogleSignInConfig } from '@shop/core/google-sign-in';
import Fastify, {
  type FastifyHttpOptions,
  type FastifyInstance,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type Clock, singleClock, systemClock } from './clock';
import { apiQuirkHook } from './qa/api-quirks';
import { sessionClocks } from './qa/qa-context';
import { QaEventRecorder } from './qa/qa-events';
import { DatabaseReset } from './qa/database-reset';
import { DemoSandbox } from './qa/demo-sandbox';
import { personaDefectHook } from './qa/persona-defects';
import { ClassBoardStreams } from './qa/class-board-streams';
import { ClassMemberships } from './qa/class-memberships';
import { ClassroomLimiter } from './qa/classroom-limiter';
import { ClassroomService } from './qa/classroom-service';
import { TestDataService } from './qa/test-data-service';
import { issueSandboxCookie, liveScenarioHook, registerQaHooks, type Sleep, traceIdOf } from './qa/qa-plugin';
import { authStandInRoutes } from './auth-stub/stand-in-routes';
import { AuthStandInService } from './auth-stub/stand-in-service';
import {
  type AppConfig,
  DEFAULT_MAIL_FROM,
  DEFAULT_SERVER_PAGES,
  DEFAULT_SERVER_TIMEOUTS,
  type ServerTimeouts,
} from './config';
import { sql } from 'drizzle-orm';
import { CATALOGUE_NOTICE_CHANNEL, parseCatalogueNotice } from './db/catalogue-notices';
import type { Database, DatabaseHandle } from './db/connect';
import { CART_NOTICE_CHANNEL, parseCartNotice } from './db/cart-notices';
import { CLASSROOM_NOTICE_CHANNEL, parseClassroomNotice } from './db/classroom-notices';
import { parseSessionNotice, SESSION_NOTICE_CHANNEL } from './db/session-notices';
import { registerBearerAuth } from './http/authenticate';
import { registerBodyParsers } from './http/body-parsers';
import { databaseRateStore } from './http/client-rate-store';
import { registerCompression } from './http/compression';
import { serverTiming } from './http/server-timing';
import { clientErrorHandler, frameworkErrors, registerErrorHandlers } from './http/errors';
import {
  API_SECURITY_HEADERS,
  pageHelmetOptions,
  strictTransportSecurityOnHttps,
} from './http/security-headers';
import { createMailer } from './mail/create-mailer';
import { MailOutbox } from './mail/mail-outbox';
import type { Mailer } from './mail/mailer';
import { cartRoutes } from './routes/cart';
import { classBoardScriptRoutes } from './routes/class-board-script';
import { addressRoutes } from './routes/addresses';
import { checkoutRoutes } from './routes/checkout';
import { orderRoutes } from './routes/orders';
import { paymentRoutes } from './routes/payments';
import { docsUiRoutes, registerOpenApi } from './routes/docs';
import { googleSignInRoutes } from './routes/google-sign-in';
import { healthRoutes } from './routes/health';
import { imageRoutes } from './routes/images';
import { mailboxApiRoutes, mailboxPageRoutes } from './routes/mailbox';
import { productRoutes } from './routes/products';
import { profileRoutes } from './routes/profile';
import { qaRoutes } from './routes/qa';
import { databaseResetRoutes } from './routes/qa-database-reset';
import { qaPageRoutes, qaToolsPageSender } from './routes/qa-page';
import { qaClassRoutes } from './routes/qa-classes';
import { qaClassPageRoutes } from './routes/qa-class-pages';
import { loadServerPages } from './http/server-pages';
import { storefrontRoutes } from './routes/storefront';
import { type ClientRateLimit, DEFAULT_CLIENT_RATE_LIMIT, userRoutes } from './routes/users';
import { AccountMaintenance } from './services/account-maintenance';
import { AccountService } from './services/account-service';
import { AddressService } from './services/address-service';
import { AuthFailureLimiter } from './services/auth-failure-limiter';
import { CartCache } from './services/cart-cache';
import { CartService } from './services/cart-service';
import { CatalogueService } from './services/catalogue/catalogue-service';
import { type DatabasePing, HealthService } from './services/health-service';
import { ImageService } from './services/image-service';
import { standInVerifier, supabaseVerifier } from './services/google-identity-verifier';
import { MailboxService } from './services/mailbox-service';
import { OAuthSignInService } from './services/oauth-sign-in-service';
import { OrderService } from './services/order-service';
import type { Schedule } from './services/order-tracker';
import { PasswordHasher } from './services/password-hasher';
import { PasswordResetService } from './services/password-reset-service';
import { PaymentService } from './services/payment-service';
import { PhysicalStatsService } from './services/physical-stats-service';
import { ProfileService } from './services/profile-service';
import { SecretService } from './services/secret-service';
import { SessionCache } from './services/session-cache';
import { SessionService } from './services/session-service';

export interface AppServices {
  readonly catalogue: CatalogueService;
  readonly cart: CartService;
  readonly addresses: AddressService;
  readonly payments: PaymentService;
  readonly orders: OrderService;
  readonly profile: ProfileService;
  readonly physicalStats: PhysicalStatsService;
  readonly health: HealthService;
  readonly images: ImageService;
  readonly accounts: AccountService;
  readonly oauthSignIn: OAuthSignInService;
  /** The embedded Supabase-Auth stand-in, when it serves /auth/v1 (demo mode, no SUPABASE_URL). */
  readonly authStandIn: AuthStandInService | undefined;
  readonly passwordReset: PasswordResetService;
  readonly sessions: SessionService;
  readonly mailbox: MailboxService;
  readonly maintenance: AccountMaintenance;
  readonly mailer: Mailer;
  /** Mail that replies do not wait for (the reset code); `settled()` before reading the mailbox. */
  readonly mailOutbox: MailOutbox;
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
  /**
   * The handle's LISTEN: the catalogue cache then follows writes made by any server on the
   * database (ARCHITECTURE.md "Growing past one machine"). Without it, only this server's own.
   */
  readonly listen?: DatabaseHandle['listen'];
  /**
   * The handle's `noticesBeforeReply`: with `listen`, active sessions and cart replies are then kept
   * in memory (services/session-cache.ts, cart-cache.ts), exact only when notices arrive before
   * replies.
   */
  readonly noticesBeforeReply?: boolean;
  /** The rest of {@link AppConfig} defaults as `loadConfig({})` would: demo mode on, the mailbox. */
  readonly config: Pick<AppConfig, 'storefrontDist'> &
    Partial<
      Pick<
        AppConfig,
        | 'demoMode'
        | 'catalogueProducts'
        | 'serverPages'
        | 'smtpUrl'
        | 'mailFrom'
        | 'jwtSecret'
        | 'corsOrigins'
        | 'timeouts'
        | 'supabase'
        | 'trustProxy'
      >
    >;
  /** Fastify's logger option: `false` (tests), or pino options such as `{ level }`. */
  readonly logger?: FastifyServerOptions['logger'];
  /**
   * One "incoming" and one "completed" line per request. Off by default: measured, they take about
   * a third of the cached catalogue's throughput (GET /products 61k → 39k req/s). Unexpected
   * errors (5xx) and failed health checks are logged either way.
   */
  readonly requestLogging?: boolean;
  /** Every expiry, window and token check reads the time here; tests move it instead of sleeping. */
  readonly clock?: Clock;
  /** Outgoing mail; by default SMTP when `config.smtpUrl` is set, else the built-in mailbox. */
  readonly mailer?: Mailer;
  /** Per-client limit on the credential calls (default 1000 a minute per IP). */
  readonly clientRateLimit?: ClientRateLimit;
  /** How live scenarios' latency waits (tests pass one that records instead of sleeping). */
  readonly sleep?: Sleep;
  /** How the order tracker waits for an order's next step (tests fire it by hand). */
  readonly schedule?: Schedule;
}

/**
 * Slow or silent clients (a stalled upload, a slowloris) must not hold sockets for good. Node checks
 * the request and header timeouts only every `connectionsCheckingInterval` (30 s by default), so
 * the interval follows the shortest of them.
 */
function timeoutOptions(timeouts: ServerTimeouts): FastifyHttpOptions<Server> {
  const shortest = Math.min(timeouts.requestMs, timeouts.headersMs);
  return {
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.connectionMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      requestTimeout: timeouts.requestMs,
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: Math.max(10, Math.min(30_000, Math.floor(shortest / 4))),
    },
  };
}

/**
 * CORS for the listed origins only (exact match). Anyone else, `null` included, gets no CORS
 * headers and no preflight: the browser keeps its same-origin rule.
 */
function corsOriginCheck(allowed: readonly string[]) {
  const origins = new Set(allowed.filter((origin) => origin !== 'null'));
  return (origin: string | undefined, callback: (error: Error | null, allow: string | false) => void) =>
    callback(null, origin !== undefined && origins.has(origin) ? origin : false);
}

/**
 * The whole HTTP app, without listening (CONVENTIONS "Server"): tests drive it with `inject`,
 * main.ts listens. Three contexts, so each prefix pays only for what it needs:
 * - /api/v1: CORS and a fixed set of security headers (the hot paths);
 * - /images: their own cache and security headers;
 * - pages (storefront, Swagger UI, the demo mailbox): full helmet with the shop's CSP.
 * Demo mode (default on) adds the mailbox API and page; without it both are 404s.
 */
export async function buildApp({
  db,
  ping = async () => {
    await db.execute(sql`select 1`);
  },
  listen,
  noticesBeforeReply = false,
  config,
  logger = false,
  requestLogging = false,
  clock: baseClock = systemClock,
  mailer,
  clientRateLimit = DEFAULT_CLIENT_RATE_LIMIT,
  sleep,
  schedule,
}: BuildAppOptions): Promise<FastifyInstance> {
  const {
    demoMode = true,
    smtpUrl,
    mailFrom = DEFAULT_MAIL_FROM,
    jwtSecret,
    corsOrigins = [],
    timeouts = DEFAULT_SERVER_TIMEOUTS,
    supabase,
    trustProxy = false,
    serverPages: serverPagesModule = DEFAULT_SERVER_PAGES,
  } = config;
  // Demo mode: a session's `qa_clock_offset` moves the time its own requests read (qa-context.ts),
  // but only for its order's course and its expiry checks, and only ever to expire sooner:
  // stamps and every limit read `clocks.real` (clock.ts `Clocks`).
  const clocks = demoMode ? sessionClocks(baseClock) : singleClock(baseClock);
  const app = Fastify({
    logger,
    // Behind a proxy that ends TLS: whose X-Forwarded-* to believe (README "Security headers and HTTPS").
    trustProxy: typeof trustProxy === 'boolean' ? trustProxy : [...trustProxy],
    genReqId: traceIdOf,
    bodyLimit: REQUEST_BODY_LIMIT_BYTES,
    ...timeoutOptions(timeouts),
    // Router and HTTP-parser refusals answer in our envelope too (never Fastify's own format).
    frameworkErrors,
    clientErrorHandler,
    logController: new LogController({ disableRequestLogging: !requestLogging }),
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandlers(app);
  const qaEvents = new QaEventRecorder(db, (error) =>
    app.log.warn({ err: error }, 'Could not record a QA event'),
  );
  // Demo mode: a session's API quirks rewrite an API reply's text, so before it is compressed.
  if (demoMode) app.addHook('onSend', apiQuirkHook(qaEvents));
  // Before any route, so every context (API, images, pages) compresses its text replies.
  registerCompression(app);
  // Demo mode: which class each sandbox is in, so a learner's requests carry the lesson's switches.
  const classMemberships = demoMode ? new ClassMemberships(db, clocks.real) : undefined;
  registerQaHooks(app, {
    demoMode,
    ...(classMemberships
      ? {
          classes: {
            memberships: classMemberships,
            clock: clocks.real,
            onError: (error: unknown) => app.log.warn({ err: error }, 'Could not read a sandbox’s class'),
          },
        }
      : {}),
  });

  const outgoing =
    mailer ??
    createMailer({ smtpUrl, mailFrom }, db, clocks.session, qaEvents, (error, mail) =>
      app.log.error({ err: error, subject: mail.subject }, 'Mail delivery failed'),
    );
  const outbox = new MailOutbox(outgoing, (error, mail) =>
    app.log.error({ err: error, subject: mail.subject }, 'Could not send mail'),
  );
  const secrets = new SecretService(db, clocks.real, jwtSecret);
  const hasher = new PasswordHasher();
  // Exact only where notices arrive before replies (connect.ts noticesBeforeReply): the embedded database.
  const sessionCache = listen && noticesBeforeReply ? new SessionCache() : undefined;
  const cartCache = listen && noticesBeforeReply ? new CartCache() : undefined;
  const sessions = new SessionService(db, clocks, secrets, sessionCache);
  const failures = new AuthFailureLimiter(db, clocks.real);
  // Demo mode: accounts belong to sandboxes, and demo accounts open a twin per sandbox.
  const demoSandbox = demoMode ? new DemoSandbox(db, clocks.real) : undefined;
  // Google sign-in: a real Supabase project when configured; else, in demo mode, the stand-in. An
  // identity provider knows nothing of a session's clock: its tokens live on real time.
  const authStandIn = !supabase && demoMode ? new AuthStandInService(db, clocks.real, secrets) : undefined;
  const googleSignIn: GoogleSignInConfig = supabase
    ? { provider: 'supabase', supabaseUrl: supabase.url, anonKey: supabase.anonKey }
    : authStandIn
      ? { provider: 'stand-in', supabaseUrl: null, anonKey: AUTH_STAND_IN_ANON_KEY }
      : { provider: 'off', supabaseUrl: null, anonKey: null };
  const verifyGoogle = supabase
    ? supabaseVerifier(supabase, clocks.real)
    : authStandIn
      ? standInVerifier(secrets, clocks.real)
      : undefined;
  const catalogue = new CatalogueService(db);
  const classroom = classMemberships
    ? new ClassroomService({
        db,
        clock: clocks.real,
        limiter: new ClassroomLimiter(db, clocks.real),
        memberships: classMemberships,
        teacherSecret: () => secrets.classTeacherKey(),
      })
    : undefined;
  const services: AppServices = {
    catalogue,
    cart: new CartService(db, cartCache),
    addresses: new AddressService(db),
    payments: new PaymentService(db, clocks, secrets, outbox),
    orders: new OrderService(db, clocks, (productIds) =>
      catalogue.changed({ productIds, searchShown: false }),
    ),
    profile: new ProfileService(db, clocks.session),
    physicalStats: new PhysicalStatsService(db, clocks.session),
    health: new HealthService(ping, (error) => app.log.warn({ err: error }, 'Health check failed')),
    images: new ImageService(),
    accounts: new AccountService(db, clocks.real, hasher, sessions, failures, demoSandbox),
    oauthSignIn: new OAuthSignInService(db, clocks.real, sessions, verifyGoogle, demoSandbox),
    authStandIn,
    passwordReset: new PasswordResetService(db, clocks, hasher, secrets, outbox, failures),
    sessions,
    mailbox: new MailboxService(db, () => outbox.settled()),
    maintenance: new AccountMaintenance(db, clocks.real),
    mailer: outgoing,
    mailOutbox: outbox,
  };
  app.decorate('services', services);
  // Before any route: registerEndpoint puts this check in front of every bearer endpoint.
  registerBearerAuth(app, (token) => sessions.authenticate(token));

  // Bodies are JSON, and nothing else (415); a call that takes no body accepts an empty one.
  registerBodyParsers(app);
  await registerOpenApi(app);

  await app.register(async (api) => {
    api.addHook('onRequest', async (_request, reply) => {
      reply.headers(API_SECURITY_HEADERS);
    });
    api.addHook('onSend', serverTiming);
    if (demoMode) {
      api.addHook('onRequest', liveScenarioHook(qaEvents, sleep));
      api.addHook('preHandler', personaDefectHook({ db, sessions, events: qaEvents, sleep }));
    }
    await api.register(cors, {
      origin: corsOriginCheck(corsOrigins),
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    });
    await api.register(healthRoutes, { health: services.health });
    await api.register(productRoutes, { catalogue: services.catalogue });
    await api.register(cartRoutes, { cart: services.cart });
    await api.register(checkoutRoutes, { addresses: services.addresses, clock: clocks.session });
    await api.register(addressRoutes, { addresses: services.addresses });
    await api.register(paymentRoutes, { payments: services.payments });
    await api.register(orderRoutes, {
      orders: services.orders,
      clock: clocks.session,
      realClock: clocks.real,
      ...(schedule ? { schedule } : {}),
      events: demoMode ? qaEvents : undefined,
    });
    await api.register(profileRoutes, { profile: services.profile });
    await api.register(googleSignInRoutes, { config: googleSignIn });
    await api.register(userRoutes, {
      accounts: services.accounts,
      oauthSignIn: services.oauthSignIn,
      passwordReset: services.passwordReset,
      physicalStats: services.physicalStats,
      clientRateLimit,
      clientRateStore: databaseRateStore(db, clocks.real, 'credentials'),
      events: qaEvents,
    });
    if (demoMode) {
      await api.register(mailboxApiRoutes, { mailbox: services.mailbox, events: qaEvents });
      await api.register(qaRoutes, {
        events: qaEvents,
        clock: clocks.session,
        realClock: clocks.real,
        testData: new TestDataService(db, services.accounts),
      });
      if (classroom) {
        await api.register(qaClassRoutes, {
          classroom,
          boards: new ClassBoardStreams(clocks.real, schedule, (error) =>
            app.log.warn({ err: error }, 'A live class board could not read the class'),
          ),
        });
      }
      await api.register(databaseResetRoutes, {
        reset: new DatabaseReset({
          db,
          hashPassword: (password) => hasher.hash(password),
          settleMail: () => outbox.settled(),
          forgetCaches: () => {
            services.catalogue.invalidate();
            classMemberships?.clear();
          },
          catalogueProducts: config.catalogueProducts,
        }),
      });
    }
  });

  await app.register(imageRoutes, { images: services.images });
  // The harness's own pages (QA tools, mailbox, Google stand-in) exist in demo mode only.
  const pages = demoMode ? loadServerPages(serverPagesModule) : undefined;
  if (authStandIn && pages) {
    await app.register(authStandInRoutes, { prefix: AUTH_STAND_IN_BASE_PATH, standIn: authStandIn, pages });
  }

  // A real Supabase project's sign-in is called from the shop's pages.
  const connectOrigins = supabase ? [new URL(supabase.url).origin] : [];
  await app.register(async (web) => {
    // The pages' strict policy; a page with inline code or the card frame has its own (routes).
    await web.register(helmet, pageHelmetOptions({ connectOrigins }));
    web.addHook('onRequest', strictTransportSecurityOnHttps);
    if (demoMode) web.addHook('onRequest', issueSandboxCookie);
    await web.register(docsUiRoutes);
    if (pages) {
      await web.register(mailboxPageRoutes, { mailbox: services.mailbox, events: qaEvents, pages });
      if (classroom) {
        const qaPage = { events: qaEvents, pages, classroom };
        await web.register(qaPageRoutes, qaPage);
        await web.register(qaClassPageRoutes, { classroom, pages, sendQaTools: qaToolsPageSender(qaPage) });
        await web.register(classBoardScriptRoutes, { serverPagesModule });
      }
    }
    await web.register(storefrontRoutes, { dist: config.storefrontDist, connectOrigins });
  });

  if (listen) {
    const stopListening = await listen(CATALOGUE_NOTICE_CHANNEL, {
      onMessage: (payload) => void catalogue.changed(parseCatalogueNotice(payload)),
      onGap: () => catalogue.invalidate(),
      onError: (error) => app.log.warn({ err: error }, 'Catalogue notices: connection lost; reconnecting'),
    });
    app.addHook('onClose', stopListening);
  }
  if (listen && classMemberships) {
    const stopClasses = await listen(CLASSROOM_NOTICE_CHANNEL, {
      onMessage: (payload) => classMemberships.changed(parseClassroomNotice(payload)),
      onGap: () => classMemberships.clear(),
      onError: (error) => app.log.warn({ err: error }, 'Classroom notices: connection lost; reconnecting'),
    });
    app.addHook('onClose', stopClasses);
  }
  if (listen && sessionCache && cartCache) {
    // Never a gap: these caches exist only where notices come in-process (noticesBeforeReply).
    const stopSessions = await listen(SESSION_NOTICE_CHANNEL, {
      onMessage: (payload) => sessionCache.changed(parseSessionNotice(payload)),
      onGap: () => sessionCache.clear(),
    });
    const stopCarts = await listen(CART_NOTICE_CHANNEL, {
      onMessage: (payload) => cartCache.changed(parseCartNotice(payload)),
      onGap: () => cartCache.clear(),
    });
    app.addHook('onClose', async () => {
      await Promise.all([stopSessions(), stopCarts()]);
    });
  }
  // The first shopper should not pay for building the catalogue's (and profile lists') reply bodies.
  app.addHook('onReady', async () => {
    await Promise.all([services.catalogue.warm(), services.profile.warm(), secrets.signingKey()]);
  });
  // Mail still under way is delivered before the mailer (and, after this hook, the database) closes.
  app.addHook('onClose', async () => {
    await outbox.settled();
    await outgoing.close();
  });

  return app;
}
