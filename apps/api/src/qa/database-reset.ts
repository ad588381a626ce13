import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/connect';
import { emptyEveryTable } from '../db/repositories/qa-data-repository';
import { seedDatabase, type StartupSeedResult } from '../db/seed';

/** Headers a reverse proxy adds: a call that passed one did not come from this machine's user. */
const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip', 'via'] as const;

const isLoopbackAddress = (address: string | undefined): boolean =>
  address !== undefined &&
  (address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.'));

/** `localhost:3000`, `127.0.0.1`, `[::1]:8080` → true; a name of the wide world → false. */
function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  const name = host.startsWith('[') ? host.slice(1, host.indexOf(']')) : host.split(':')[0]!;
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  return isIP(name) !== 0 && isLoopbackAddress(name);
}

/**
 * The whole-database reset is for a learner's own server: the call must come over loopback,
 * straight (a proxy on the same machine would make every visitor look local), and name a
 * loopback host (a page on another site cannot reach it through DNS rebinding). Read from the
 * socket, never from headers that a client or `trustProxy` could supply.
 */
export function isCallFromThisMachine(request: FastifyRequest): boolean {
  if (!isLoopbackAddress(request.raw.socket?.remoteAddress)) return false;
  if (PROXY_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  return isLoopbackHost(request.headers.host);
}

export interface DatabaseResetDeps {
  readonly db: Database;
  readonly hashPassword: (password: string) => Promise<string>;
  /** Mail still being written would land after the reset: wait for it first. */
  readonly settleMail: () => Promise<void>;
  /** What the server keeps in memory from the database (the catalogue's reply cache). */
  readonly forgetCaches: () => void;
  /** The large catalogue the server started with (AppConfig), made again after the reset. */
  readonly catalogueProducts: number | undefined;
}

/** Demo mode: the database back to what a first start seeds (single-user local runs). */
export class DatabaseReset {
  constructor(private readonly deps: DatabaseResetDeps) {}

  async resetToSeed(): Promise<StartupSeedResult> {
    const { db, hashPassword, settleMail, forgetCaches, catalogueProducts } = this.deps;
    await settleMail();
    await emptyEveryTable(db);
    forgetCaches();
    return seedDatabase(db, { demoMode: true, catalogueProducts }, hashPassword);
  }
}
