import type { Clock } from '../clock';
import type { ClassroomChange } from '../db/classroom-notices';
import type { Database } from '../db/connect';
import { membershipOf } from '../db/repositories/classroom-repository';
import type { QaClassRow } from '../db/schema';
import { ExpiringMemory } from '../services/expiring-memory';

/** What a request of a learner needs of their class: who they are in it, its end and its switches. */
export interface ClassMembershipEntry {
  readonly code: string;
  readonly name: string;
  readonly nickname: string;
  readonly endsAt: Date;
  readonly switches: readonly string[];
}

/** A learner's class as a request needs it, from the class's row and the learner's nickname. */
export const membershipEntry = (
  row: Pick<QaClassRow, 'code' | 'name' | 'endsAt' | 'switches'>,
  nickname: string,
): ClassMembershipEntry => ({
  code: row.code,
  name: row.name,
  nickname,
  endsAt: row.endsAt,
  switches: row.switches,
});

/** Sandboxes remembered per server (most are in no class: that is remembered too). */
const MEMBERSHIPS_KEPT = 10_000;
/**
 * How long at most an entry is trusted without a notice (each is kept for a spread part of it): the
 * notices make it exact, this only bounds how long a notice lost with its connection could matter
 * (a lost connection clears everything too).
 */
export const MEMBERSHIP_TTL_MS = 60_000;

/**
 * Which class each sandbox is in, kept in memory per server so that a learner's requests cost a map
 * look-up, not a query. The database's notices (db/classroom-notices.ts) say what to forget,
 * whichever server wrote it; this server's own writes forget at once. Bounded: past `keptMax`
 * sandboxes (default {@link MEMBERSHIPS_KEPT}) the longest kept are dropped first.
 */
export class ClassMemberships {
  /** Null: in no class. */
  private readonly kept: ExpiringMemory<string, ClassMembershipEntry | null>;
  private readonly loading = new Map<string, Promise<ClassMembershipEntry | null>>();
  /** Bumped by every change: a read that started before one is not kept. */
  private generation = 0;

  constructor(
    private readonly db: Database,
    clock: Clock,
    keptMax: number = MEMBERSHIPS_KEPT,
  ) {
    this.kept = new ExpiringMemory(() => clock.now().getTime(), MEMBERSHIP_TTL_MS, keptMax);
  }

  /** The sandbox's class if known here (null: in none), undefined when it must be read. */
  peek(sandboxKey: string): ClassMembershipEntry | null | undefined {
    return this.kept.get(sandboxKey);
  }

  /** The sandbox's class, read from the database (one read shared by requests meanwhile). */
  load(sandboxKey: string): Promise<ClassMembershipEntry | null> {
    const known = this.peek(sandboxKey);
    if (known !== undefined) return Promise.resolve(known);
    const pending = this.loading.get(sandboxKey);
    if (pending) return pending;
    const generation = this.generation;
    const reading = membershipOf(this.db, sandboxKey)
      .then((row) => (row ? membershipEntry(row.class, row.learner.nickname) : null))
      .then((entry) => {
        if (generation === this.generation) this.kept.set(sandboxKey, entry);
        return entry;
      })
      .finally(() => {
        if (this.loading.get(sandboxKey) === reading) this.loading.delete(sandboxKey);
      });
    this.loading.set(sandboxKey, reading);
    return reading;
  }

  changed(change: ClassroomChange): void {
    this.generation += 1;
    this.loading.clear();
    if (change === 'everything') {
      this.kept.clear();
    } else if ('sandboxes' in change) {
      for (const key of change.sandboxes) this.kept.delete(key);
    } else {
      const classes = new Set(change.classes);
      this.kept.deleteWhere((entry) => entry !== null && classes.has(entry.code));
    }
  }

  clear(): void {
    this.changed('everything');
  }
}
