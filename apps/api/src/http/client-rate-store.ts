import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Clock } from '../clock';
import type { Database } from '../db/connect';
import { countClientCall } from '../db/repositories/client-rate-repository';

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/** Counts under `prefix`; a route with its own limit gets a child that counts apart. */
function prefixedStore(db: Database, clock: Clock, prefix: string): FastifyRateLimitStore {
  return {
    incr(key: string, callback: IncrCallback, timeWindow: number) {
      const now = clock.now();
      countClientCall(db, `${prefix}:${key}`, now, timeWindow).then(
        ({ calls, windowEndsAt }) =>
          callback(null, { current: calls, ttl: Math.max(0, windowEndsAt.getTime() - now.getTime()) }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
    child: (route) => prefixedStore(db, clock, `${prefix}:${route.path}`),
  };
}

/**
 * A store for @fastify/rate-limit that keeps its counts in the database (ARCHITECTURE.md "Growing
 * past one machine"): with the plugin's in-memory store, two servers behind a round-robin proxy
 * would each allow the full limit, so a client would get twice the calls. One upsert per counted
 * call; the credential calls it guards write to the database anyway.
 *
 * The plugin builds its store itself (`new Store(options)`), hence a class made per database.
 */
export function databaseRateStore(db: Database, clock: Clock, namespace: string): FastifyRateLimitStoreCtor {
  return class DatabaseRateStore implements FastifyRateLimitStore {
    private readonly counts = prefixedStore(db, clock, namespace);
    incr(key: string, callback: IncrCallback, timeWindow: number, max: number): void {
      this.counts.incr(key, callback, timeWindow, max);
    }
    child(route: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      return this.counts.child(route);
    }
  };
}
