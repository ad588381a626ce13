import type { Database } from '../connect';
import { ThreadedPglite } from './client';

/** The database thread behind `db`, when it is the embedded database in a thread of its own. */
export function threadOf(db: Database): ThreadedPglite | undefined {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof ThreadedPglite ? client : undefined;
}
