import { spreadLifetime } from '../clock';

/**
 * Values remembered for a while, each for a spread part of `ttlMs` (clock.ts `spreadLifetime`: a
 * class remembered together is not read again together), and at most `maxEntries` of them: past
 * it the longest remembered go first, so a full memory is never read again all at once.
 */
export class ExpiringMemory<Key, Value> {
  private readonly kept = new Map<Key, { readonly value: Value; readonly until: number }>();

  constructor(
    /** Milliseconds now, on the caller's clock. */
    private readonly now: () => number,
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  /** The value remembered for `key`, or undefined when there is none or it has expired. */
  get(key: Key): Value | undefined {
    const kept = this.kept.get(key);
    if (kept === undefined) return undefined;
    if (kept.until > this.now()) return kept.value;
    this.kept.delete(key);
    return undefined;
  }

  set(key: Key, value: Value): void {
    this.kept.delete(key);
    const oldest = this.kept.size >= this.maxEntries ? this.kept.keys().next().value : undefined;
    if (oldest !== undefined) this.kept.delete(oldest);
    this.kept.set(key, { value, until: this.now() + spreadLifetime(this.ttlMs) });
  }

  delete(key: Key): void {
    this.kept.delete(key);
  }

  /** Forgets every value `matches` picks. */
  deleteWhere(matches: (value: Value) => boolean): void {
    for (const [key, kept] of this.kept) if (matches(kept.value)) this.kept.delete(key);
  }

  clear(): void {
    this.kept.clear();
  }
}
