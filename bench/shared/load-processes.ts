import { fork, type Serializable } from 'node:child_process';
import { cpuUsage } from 'node:process';
import type { PacedUser, PacedUserSettings } from './paced-user';
import { emptyTally, mergeTallies, type Tally } from './tally';

/*
 * A load runs in processes of its own (a forked TypeScript file per group of virtual users), so the
 * load generator gets cores of its own rather than sharing one event loop with hundreds of users'
 * JSON. Each process gets its order over IPC and answers with its tally (or an error); the
 * tallies are merged.
 */

/** One phase of a load: these users, for this long, pausing this long before each call. */
export interface LoadPhase<Account> {
  readonly users: readonly Account[];
  /** The first user's index over the whole run (seeds and client addresses stay distinct). */
  readonly firstIndex: number;
  readonly seconds: number;
  readonly thinkMs: readonly [number, number];
  readonly processes: number;
}

/** What a load process is sent: its users and how long to run them. */
interface LoadOrder<Settings, Account> {
  readonly settings: Settings;
  readonly accounts: readonly Account[];
  readonly firstIndex: number;
  readonly durationMs: number;
  /** Users start spread over this long, not all in the same millisecond. */
  readonly rampMs: number;
}

type LoadProcessReply = { readonly tally: Tally } | { readonly error: string };

/** Users start spread over a tenth of the phase, at most this long. */
const MAX_RAMP_MS = 5_000;

/** Runs `phase` in `script` processes (each calling `serveVirtualUsers`) and merges their tallies. */
export function runLoadPhase<Settings extends PacedUserSettings, Account>(
  script: string,
  settings: Omit<Settings, 'thinkMs'>,
  phase: LoadPhase<Account>,
): Promise<Tally> {
  const groups = inGroups(phase.users, phase.processes);
  const per = groups[0]?.length ?? 0;
  const durationMs = phase.seconds * 1000;
  return Promise.all(
    groups.map((accounts, index) => {
      const order: LoadOrder<Settings, Account> = {
        settings: { ...settings, thinkMs: phase.thinkMs } as Settings,
        accounts,
        firstIndex: phase.firstIndex + index * per,
        durationMs,
        rampMs: Math.min(MAX_RAMP_MS, durationMs / 10),
      };
      return new Promise<Tally>((resolve, reject) => {
        const child = fork(script, [], {
          execArgv: ['--import', import.meta.resolve('tsx')],
          stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        });
        let replied = false;
        child.once('message', (reply: LoadProcessReply) => {
          replied = true;
          if ('tally' in reply) resolve(reply.tally);
          else reject(new Error(`A load process failed: ${reply.error}`));
        });
        child.once('exit', (code) => {
          if (!replied) reject(new Error(`A load process exited with ${code} before its tally`));
        });
        child.send(order as unknown as Serializable);
      });
    }),
  ).then(mergeTallies);
}

/** `items` in `groups` slices of about equal size (none empty), in order. */
function inGroups<T>(items: readonly T[], groups: number): T[][] {
  const per = Math.ceil(items.length / Math.max(1, groups));
  return Array.from({ length: groups }, (_, index) => items.slice(index * per, (index + 1) * per)).filter(
    (group) => group.length > 0,
  );
}

/**
 * In a forked load process: takes its order, runs its users (made by `makeUser`) until the order's
 * time is up, starting them spread over its ramp, and sends the tally back, with the CPU the
 * process used meanwhile.
 */
export function serveVirtualUsers<Settings, Account>(
  makeUser: (index: number, account: Account, settings: Settings, tally: Tally) => PacedUser,
): void {
  process.once('message', (order: LoadOrder<Settings, Account>) => {
    runUsers(order, makeUser).then(
      (tally) => process.send?.({ tally } satisfies LoadProcessReply, () => process.exit(0)),
      (error: unknown) =>
        process.send?.(
          {
            error: error instanceof Error ? (error.stack ?? error.message) : String(error),
          } satisfies LoadProcessReply,
          () => process.exit(1),
        ),
    );
  });
}

async function runUsers<Settings, Account>(
  order: LoadOrder<Settings, Account>,
  makeUser: (index: number, account: Account, settings: Settings, tally: Tally) => PacedUser,
): Promise<Tally> {
  const tally = emptyTally();
  const cpuBefore = cpuUsage();
  const until = performance.now() + order.durationMs;
  const count = order.accounts.length;
  await Promise.all(
    order.accounts.map(async (account, offset) => {
      await new Promise((resolve) => setTimeout(resolve, count > 1 ? (order.rampMs * offset) / count : 0));
      await makeUser(order.firstIndex + offset, account, order.settings, tally).run(until);
    }),
  );
  const cpu = cpuUsage(cpuBefore);
  tally.clientCpuMs = (cpu.user + cpu.system) / 1000;
  return tally;
}
