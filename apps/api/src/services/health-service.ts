import { healthMessages } from '@shop/core/health';
import type { HealthReply } from '@shop/core/health';
import { HttpError } from '../http/http-error';
import { ReadyJson } from '../http/ready-json';

const HEALTHY = ReadyJson.of<HealthReply>({ status: 'ok', message: healthMessages.healthy });

/** A database round trip that rejects when the database is unreachable or closed. */
export type DatabasePing = () => Promise<void>;

/**
 * `GET /health` checks the database with a real query on every call. Calls that arrive while a
 * check is in flight share it: each reply still reflects a round trip that finished after the
 * request arrived, and a burst of probes against PostgreSQL costs one query, not one each.
 */
export class HealthService {
  private inFlight: Promise<void> | undefined;

  constructor(
    private readonly ping: DatabasePing,
    private readonly onFailure: (error: unknown) => void = () => {},
  ) {}

  async check(): Promise<ReadyJson<HealthReply>> {
    try {
      await this.shared();
      return HEALTHY;
    } catch (error) {
      this.onFailure(error);
      throw new HttpError(503, healthMessages.failed);
    }
  }

  private shared(): Promise<void> {
    if (!this.inFlight) {
      const ping = this.ping();
      this.inFlight = ping;
      const clear = () => {
        if (this.inFlight === ping) this.inFlight = undefined;
      };
      ping.then(clear, clear);
    }
    return this.inFlight;
  }
}
