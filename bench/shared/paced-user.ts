import { setTimeout as sleep } from 'node:timers/promises';
import { createRandom, type Endpoint, type Random } from '@shop/core';
import { type CallOptions, ShopClient } from './http-client';
import { recordCall, type Tally } from './tally';

/** Thrown to end a journey once a call failed (tallied already) or a check did not hold. */
export class JourneyFailed extends Error {}
/** Thrown instead of a call past the end of the run: the journey under way is left there. */
class TimeUp extends Error {}

export interface PacedUserSettings {
  readonly base: string;
  /** Pause before every call, drawn uniformly (milliseconds). */
  readonly thinkMs: readonly [number, number];
  readonly seed: string;
}

/**
 * A virtual user of a load bench: repeats its journey, one call at a time with a pause before
 * each, as a person clicks or a test script steps, from a client address of its own (10.x.y.z from
 * its index), and tallies every call. A failed call ends the journey under way, not the user.
 */
export abstract class PacedUser {
  protected readonly random: Random;
  protected readonly client: ShopClient;
  private until = 0;

  protected constructor(
    kind: string,
    index: number,
    private readonly pace: PacedUserSettings,
    protected readonly tally: Tally,
    headers: Readonly<Record<string, string>> = {},
  ) {
    this.random = createRandom(`${pace.seed}:${kind}:${index}`);
    this.client = new ShopClient(
      pace.base,
      `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
      headers,
    );
  }

  /** One journey: calls `call` for each step. */
  protected abstract journey(): Promise<void>;

  /** After a failed journey: forget what the next one cannot rely on. */
  protected onJourneyFailed(): void {}

  /** Repeats the journey until `until` (performance.now()); no call starts after it. */
  async run(until: number): Promise<void> {
    this.until = until;
    try {
      while (performance.now() < until) {
        try {
          await this.journey();
        } catch (error) {
          if (error instanceof TimeUp) break;
          if (!(error instanceof JourneyFailed)) throw error;
          this.onJourneyFailed();
        }
        this.tally.journeys += 1;
      }
    } finally {
      this.client.close();
    }
  }

  protected async call<E extends Endpoint>(endpoint: E, options: CallOptions<E> = {}) {
    const pause = this.random.int(this.pace.thinkMs[0], this.pace.thinkMs[1]);
    if (pause > 0) await sleep(pause);
    if (performance.now() >= this.until) throw new TimeUp();
    const timed = await this.client.call(endpoint, options);
    recordCall(this.tally, endpoint.id, timed.ms, timed.failure, timed.serverMs);
    if (timed.reply === undefined && timed.failure !== undefined) throw new JourneyFailed(timed.failure);
    return timed.reply as NonNullable<typeof timed.reply>;
  }
}
