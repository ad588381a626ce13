/**
 * Answers read from the database and kept in memory until the database's notices say they may
 * have changed (the session and cart caches of the embedded database, the catalogue's products).
 * Bounded: the least recently used go first.
 *
 * A read can race a change: the database answers, the change commits and its notice arrives, and
 * only then does the reader keep what it read. So every read under way is known, a notice that
 * touches its key marks it stale, and a stale read is handed to its callers but not kept, and not
 * shared with callers that come after the change.
 */
export class KeptAnswers<Key, Value> {
  private readonly kept = new Map<Key, Value>();
  /** The read under way for each key; callers asking meanwhile share it unless it went stale. */
  private readonly reading = new Map<Key, Reading<Value>>();

  constructor(private readonly maxEntries: number) {}

  /**
   * The kept answer for `key`, else `read()`'s, kept when it is not `undefined` and not stale. A
   * read already under way for `key` is shared (a class asking for one page after a change is one
   * query, not one per learner), unless a change to `key` came after it started.
   */
  get<Read extends Value | undefined>(key: Key, read: () => Promise<Read>): Promise<Value | Read> {
    const kept = this.kept.get(key);
    if (kept !== undefined) {
      // Map keeps insertion order: re-inserting marks the entry as most recently used.
      this.kept.delete(key);
      this.kept.set(key, kept);
      return Promise.resolve(kept);
    }
    const under = this.reading.get(key);
    if (under && !under.stale) return under.answer as Promise<Value | Read>;
    // The callbacks run after `reading` exists (a promise settles its callbacks later, never at once).
    const reading: Reading<Value> = {
      stale: false,
      answer: read().then(
        (value) => {
          if (this.reading.get(key) === reading) this.reading.delete(key);
          if (value !== undefined && !reading.stale) this.keep(key, value);
          return value;
        },
        (error: unknown) => {
          if (this.reading.get(key) === reading) this.reading.delete(key);
          throw error;
        },
      ),
    };
    this.reading.set(key, reading);
    return reading.answer as Promise<Value | Read>;
  }

  /** Forgets the answers for `keys`, and keeps none of theirs read meanwhile. */
  forget(keys: Iterable<Key>): void {
    for (const key of keys) {
      this.kept.delete(key);
      const reading = this.reading.get(key);
      if (reading) reading.stale = true;
    }
  }

  /**
   * Keeps `value` for `key` as known to be current now (a write's own answer); a read under way for
   * `key` may have started before the write, so it is not kept after this.
   */
  replace(key: Key, value: Value): void {
    this.forget([key]);
    this.keep(key, value);
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
    for (const reading of this.reading.values()) reading.stale = true;
  }

  private keep(key: Key, value: Value): void {
    this.kept.set(key, value);
    for (const oldest of this.kept.keys()) {
      if (this.kept.size <= this.maxEntries) break;
      this.kept.delete(oldest);
    }
  }
}

interface Reading<Value> {
  /** A change came after the read started: its answer is handed to its callers, never kept or shared. */
  stale: boolean;
  readonly answer: Promise<Value | undefined>;
}
