import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/connect';
import { DataDirLockedError } from './db/data-dir-lock';
import { seedDatabase, type StartupSeedResult } from './db/seed';
import { PasswordHasher } from './services/password-hasher';

/** After this long a shutdown stops waiting for open requests and connections. */
const SHUTDOWN_TIMEOUT_MS = 10_000;
/** A seed that wrote more products than this took long enough to say so. */
const GENERATED_PRODUCTS_WORTH_A_LINE = 1_000;
/** How often expired sessions, codes and failure windows are deleted. */
const PRUNE_INTERVAL_MS = 60 * 60_000;

function publicUrl(host: string, port: number): string {
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}`;
}

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = { level: config.logLevel };
  const handle = await openDatabase(config);

  let app: Awaited<ReturnType<typeof buildApp>>;
  let seeded: StartupSeedResult;
  let seedSeconds: number;
  try {
    const hasher = new PasswordHasher();
    // Several servers may start at once on one PostgreSQL: one migrates and seeds, the rest wait.
    const seedStarted = performance.now();
    seeded = await handle.exclusively(async () => {
      await handle.migrate();
      return seedDatabase(handle.db, config, (password) => hasher.hash(password));
    });
    seedSeconds = (performance.now() - seedStarted) / 1000;
    // Per-request lines are debug detail: at the default level they would cost more than a listing.
    const requestLogging = config.logLevel === 'debug' || config.logLevel === 'trace';
    app = await buildApp({
      db: handle.db,
      ping: handle.ping,
      listen: handle.listen,
      noticesBeforeReply: handle.noticesBeforeReply,
      config,
      logger,
      requestLogging,
    });
  } catch (error) {
    await handle.close();
    throw error;
  }
  app.addHook('onClose', () => handle.close());
  if (seeded.products > GENERATED_PRODUCTS_WORTH_A_LINE) {
    // A large catalogue takes a while: say what the wait was for (README "A large catalogue").
    app.log.info(
      `Catalogue: ${seeded.products.toLocaleString('en-US')} products written in ${seedSeconds.toFixed(1)} s`,
    );
  }

  // Fastify logs one line per network interface when listening on 0.0.0.0; we want one line.
  const level = app.log.level;
  app.log.level = 'warn';
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    throw error;
  } finally {
    app.log.level = level;
  }
  const { port } = app.server.address() as AddressInfo;
  const where = handle.driver === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL';
  const mail = config.smtpUrl ? 'SMTP' : config.demoMode ? 'mailbox at /mailbox' : 'not delivered';
  app.log.info(
    `Shop ready at ${publicUrl(config.host, port)} (API /api/v1, docs /api/docs, database: ${where}, ` +
      `demo mode ${config.demoMode ? 'on' : 'off'}, mail: ${mail})`,
  );

  const prune = () => {
    app.services.maintenance.prune().then(
      (deleted) => app.log.debug(`Pruned ${deleted} expired account rows`),
      (error: unknown) => app.log.warn({ err: error }, 'Pruning expired account rows failed'),
    );
  };
  if (!config.smtpUrl && !config.demoMode) {
    app.log.warn('No SMTP_URL and demo mode is off: password reset codes reach nobody. Set SMTP_URL.');
  }

  prune();
  const pruning = setInterval(prune, PRUNE_INTERVAL_MS);
  pruning.unref();

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    clearInterval(pruning);
    app.log.info(`${signal}: shutting down`);
    setTimeout(() => {
      app.log.error('Shutdown timed out; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    // close() ends the server, then the onClose hook closes the database and frees the lock.
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  // Expected start-up refusals read best as one sentence; anything else keeps its stack.
  if (error instanceof DataDirLockedError || error instanceof ConfigError) {
    console.error(`Cannot start the shop server: ${error.message}`);
  } else {
    console.error('Cannot start the shop server:', error);
  }
  process.exit(1);
});
