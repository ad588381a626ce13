import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * A server process's memory and CPU as Linux reports them in /proc (the benches run there; on
 * another system the figures are undefined and the benches say so).
 */

export interface MemoryStats {
  /** Resident memory now (VmRSS), bytes. */
  readonly rss: number;
  /** The peak resident memory of the process's life (VmHWM), bytes. */
  readonly peakRss: number;
}

export function memoryOf(pid: number | undefined): MemoryStats | undefined {
  if (pid === undefined) return undefined;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (field: string) =>
      Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
    const stats = { rss: kib('VmRSS'), peakRss: kib('VmHWM') };
    return Number.isFinite(stats.rss) && Number.isFinite(stats.peakRss) ? stats : undefined;
  } catch {
    return undefined;
  }
}

let ticksPerSecond: number | undefined;

/** CPU time the process has used so far (user + system), milliseconds. */
export function cpuMsOf(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: count the fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / ticksPerSecond : undefined;
  } catch {
    return undefined;
  }
}

export const mebibytes = (bytes: number | undefined) =>
  bytes === undefined ? 'n/a' : `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

/** A server process's figures over some work: how long it took, its memory around it, its CPU. */
export interface ServerOverWork<T> {
  readonly result: T;
  readonly seconds: number;
  readonly before: MemoryStats | undefined;
  readonly after: MemoryStats | undefined;
  /** The cores the process used on average meanwhile, in words ('0.91 cores', or 'n/a'). */
  readonly cores: string;
}

/** Several servers' figures over some work: each one's memory around it, and their CPU together. */
export interface ServersOverWork<T> {
  readonly result: T;
  readonly seconds: number;
  readonly servers: readonly { readonly before?: MemoryStats; readonly after?: MemoryStats }[];
  /** The cores the processes used together on average meanwhile, in words ('1.52 cores', or 'n/a'). */
  readonly cores: string;
  /** How disturbed the machine was meanwhile, in words (`machineWords`). */
  readonly machine: string;
}

/** The whole machine's CPU accounting so far: ticks stolen by the host, all ticks, CPU pressure. */
interface MachineTimes {
  readonly stealTicks: number;
  readonly allTicks: number;
  /** /proc/pressure/cpu `some`: microseconds during which some runnable task waited for a core. */
  readonly waitingUs: number;
}

function machineTimes(): MachineTimes | undefined {
  try {
    // cpu  user nice system idle iowait irq softirq steal …
    const ticks = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    const some = /^some .*total=(\d+)/m.exec(readFileSync('/proc/pressure/cpu', 'utf8'))?.[1];
    if (some === undefined || ticks.length < 8) return undefined;
    return { stealTicks: ticks[7]!, allTicks: ticks.reduce((a, b) => a + b, 0), waitingUs: Number(some) };
  } catch {
    return undefined;
  }
}

/**
 * How disturbed the machine was between two readings, in words: the share of CPU time the host
 * took for others (steal: a virtual machine's neighbours) and the share of time some task waited
 * for a core (the load generator shares them). A run with steal above a few per cent measured
 * the host, not the shop.
 */
function machineWords(before: MachineTimes | undefined, after: MachineTimes | undefined, seconds: number) {
  if (!before || !after) return 'n/a';
  const steal = (after.stealTicks - before.stealTicks) / Math.max(1, after.allTicks - before.allTicks);
  const waiting = (after.waitingUs - before.waitingUs) / 1e6 / seconds;
  return `steal ${(steal * 100).toFixed(1)} % of the CPU time; some task waiting for a core ${(waiting * 100).toFixed(0)} % of the time`;
}

const cpuMsOfAll = (pids: readonly (number | undefined)[]) =>
  pids.reduce<number | undefined>((sum, pid) => {
    const ms = cpuMsOf(pid);
    return sum === undefined || ms === undefined ? undefined : sum + ms;
  }, 0);

export async function measureServers<T>(
  pids: readonly (number | undefined)[],
  work: () => Promise<T>,
): Promise<ServersOverWork<T>> {
  const before = pids.map(memoryOf);
  const cpuBefore = cpuMsOfAll(pids);
  const machineBefore = machineTimes();
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = cpuMsOfAll(pids);
  const machine = machineWords(machineBefore, machineTimes(), seconds);
  const servers = pids.map((pid, index) => ({ before: before[index], after: memoryOf(pid) }));
  const cores =
    cpuBefore !== undefined && cpuAfter !== undefined
      ? `${((cpuAfter - cpuBefore) / 1000 / seconds).toFixed(2)} cores`
      : 'n/a';
  return { result, seconds, servers, cores, machine };
}

export async function measureServer<T>(
  pid: number | undefined,
  work: () => Promise<T>,
): Promise<ServerOverWork<T>> {
  const { result, seconds, servers, cores } = await measureServers([pid], work);
  return { result, seconds, before: servers[0]?.before, after: servers[0]?.after, cores };
}
