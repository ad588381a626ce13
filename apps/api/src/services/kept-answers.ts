/**
 * Answers read from the database and kept in memory until the database's notices say they may
 * have changed (the session and cart caches of the embedded database). Bounded: the least
 * recently used go first.
 *
 * A read can race a change: the database answers, the change commits and its notice arrives, and
 * only then does the reader keep what it read. So every read under way is known, a notice that
 * touches its key marks it stale, and a stale read is handed to its caller but not kept.
 */
export class KeptAnswers<Key, Value> {
  private readonly kept = new Map<Key, Value>();
  private readonly reading = new Set<{ readonly key: Key; stale: boolean }>();

  constructor(private readonly maxEntries: number) {}

  /** The kept answer for `key`, else `read()`'s, kept when it is not `undefined` and not stale. */
  async get<Read extends Value | undefined>(key: Key, read: () => Promise<Read>): Promise<Value | Read> {
    const kept = this.kept.get(key);
    if (kept !== undefined) {
      // Map keeps insertion order: re-inserting marks the entry as most recently used.
      this.kept.delete(key);
      this.kept.set(key, kept);
      return kept;
    }
    const ticket = { key, stale: false };
    this.reading.add(ticket);
    try {
      const value = await read();
      if (value !== undefined && !ticket.stale) this.keep(key, value);
      return value;
    } finally {
      this.reading.delete(ticket);
    }
  }

  /** Forgets the answers for `keys`, and keeps none of theirs read meanwhile. */
  forget(keys: Iterable<Key>): void {
    const forgotten = new Set(keys);
    for (const key of forgotten) this.kept.delete(key);
    for (const ticket of this.reading) if (forgotten.has(ticket.key)) ticket.stale = true;
  }

  /** Forgets the answers `matches` picks, and keeps none read meanwhile (their values are unknown yet). */
  forgetWhere(matches: (value: Value) => boolean): void {
    for (const [key, value] of this.kept) if (matches(value)) this.kept.delete(key);
    this.markReadsStale();
  }

  /** Forgets every answer, and keeps none read meanwhile. */
  clear(): void {
    this.kept.clear();
    this.markReadsStale();
  }

  private markReadsStale(): void {
    for (const ticket of this.reading) ticket.stale = true;
  }

  private keep(key: Key, value: Value): void {
    this.kept.set(key, value);
    for (const oldest of this.kept.keys()) {
      if (this.kept.size <= this.maxEntries) break;
      this.kept.delete(oldest);
    }
  }
}
