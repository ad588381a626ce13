import type { Schedule } from '../src/services/order-tracker';
import type { TestClock } from './helper';

/**
 * The tracker's timers, fired by the test instead of waited for: `advance` moves the app's clock
 * and this schedule's own time together, running each timer that falls due in turn.
 */
export class ManualSchedule {
  private timers: { readonly at: number; readonly callback: () => void }[] = [];
  private elapsed = 0;
  private waiters: { readonly count: number; readonly resolve: () => void }[] = [];

  readonly schedule: Schedule = (callback, delayMs) => {
    const timer = { at: this.elapsed + delayMs, callback };
    this.timers.push(timer);
    this.settle();
    return () => {
      this.timers = this.timers.filter((other) => other !== timer);
      this.settle();
    };
  };

  /** The waits still set, shortest first. */
  get pending(): number[] {
    return this.timers.map((timer) => timer.at - this.elapsed).sort((a, b) => a - b);
  }

  /** Resolves once exactly `count` timers are set (the route sets them after its own awaits). */
  until(count: number): Promise<void> {
    return new Promise((resolve) => {
      this.waiters.push({ count, resolve });
      this.settle();
    });
  }

  advance(ms: number, clock: TestClock): void {
    const until = this.elapsed + ms;
    for (;;) {
      const due = this.timers.filter((timer) => timer.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      clock.advance(due.at - this.elapsed);
      this.elapsed = due.at;
      this.timers = this.timers.filter((timer) => timer !== due);
      due.callback();
    }
    clock.advance(until - this.elapsed);
    this.elapsed = until;
  }

  private settle(): void {
    this.waiters = this.waiters.filter((waiter) => {
      if (this.timers.length !== waiter.count) return true;
      waiter.resolve();
      return false;
    });
  }
}
