// Runs a set of test steps as a graph: a step starts once the steps it needs have passed and
// the slots it claims are free, so independent layers run side by side. Each step's output is
// kept in its own log and printed whole when the step ends (never interleaved), headed by the
// step's name, its seconds and the CPU it used. Returns the steps' results for the closing line.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const seconds = (ms) => (ms / 1000).toFixed(0);

/** "Tests  12 passed | 1 failed" (Vitest) and "  254 passed (12.6m)" / "3 failed" (Playwright). */
export function countTests(output) {
  // eslint-disable-next-line no-control-regex -- colour codes start with ESC
  const plain = output.replace(/\x1b\[[0-9;]*m/g, '');
  let passed = 0;
  let failed = 0;
  for (const line of plain.split('\n')) {
    const vitest = /^\s*Tests\s+(.*)$/.exec(line);
    if (vitest) {
      passed += Number(/(\d+) passed/.exec(vitest[1])?.[1] ?? 0);
      failed += Number(/(\d+) failed/.exec(vitest[1])?.[1] ?? 0);
      continue;
    }
    const playwrightPassed = /^\s+(\d+) passed \(/.exec(line);
    if (playwrightPassed) passed += Number(playwrightPassed[1]);
    const playwrightFailed = /^\s+(\d+) (?:failed|flaky)$/.exec(line);
    if (playwrightFailed) failed += Number(playwrightFailed[1]);
  }
  return { passed, failed };
}

/** The children's user + system time from bash's `times` (its last line): "1m2.5s 0m3.1s". */
export function childCpuMs(output) {
  const lines = output.trimEnd().split('\n');
  const match = /^(\d+)m([\d.]+)s (\d+)m([\d.]+)s$/.exec(lines.at(-1) ?? '');
  if (!match) return 0;
  const [, userMin, userSec, sysMin, sysSec] = match.map(Number);
  return ((userMin + sysMin) * 60 + userSec + sysSec) * 1000;
}

/**
 * steps: [{ name, command, env?, needs?: string[], slots: number }]
 * capacity: how many slots the running steps may claim together (a step that claims more than
 * the capacity still runs, alone).
 */
export async function runSteps(steps, { capacity, root, logDir, started = Date.now() }) {
  mkdirSync(logDir, { recursive: true });
  const results = new Map();
  const waiting = [...steps];
  const running = new Set();
  let claimed = 0;

  const ready = (step) => (step.needs ?? []).every((name) => results.get(name)?.ok);
  const blocked = (step) => (step.needs ?? []).some((name) => results.has(name) && !results.get(name).ok);

  return new Promise((resolve) => {
    const schedule = () => {
      for (const step of [...waiting]) {
        if (blocked(step)) {
          waiting.splice(waiting.indexOf(step), 1);
          results.set(step.name, { ok: false, skipped: true, passed: 0, failed: 0, ms: 0, cpuMs: 0 });
          console.log(`\n=== ${step.name}: not run, a step it needs failed`);
          continue;
        }
        if (!ready(step)) continue;
        const fits = claimed + step.slots <= capacity || running.size === 0;
        if (!fits) continue;
        waiting.splice(waiting.indexOf(step), 1);
        start(step);
      }
      if (running.size === 0 && waiting.length > 0 && waiting.every((step) => !ready(step))) {
        // Needs that name no step: a mistake in the step list, not a test failure.
        for (const step of waiting.splice(0)) {
          results.set(step.name, { ok: false, skipped: true, passed: 0, failed: 0, ms: 0, cpuMs: 0 });
          console.log(`\n=== ${step.name}: not run, needs ${step.needs.join(', ')}`);
        }
      }
      if (running.size === 0 && waiting.length === 0) resolve(results);
    };

    const start = (step) => {
      running.add(step);
      claimed += step.slots;
      const begun = Date.now();
      const logPath = join(logDir, `${step.name}.log`);
      const log = createWriteStream(logPath);
      console.log(`\n--- ${step.name} started at ${seconds(begun - started)}s: ${step.command}`);
      // bash's `times` reports the CPU the step's processes used: the figure that says how
      // much of the two cores a layer needs, whatever else ran beside it.
      const child = spawn('bash', ['-c', `${step.command}\nstatus=$?\ntimes >&2\nexit $status`], {
        cwd: root,
        env: { ...process.env, FORCE_COLOR: '0', ...step.env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout.pipe(log, { end: false });
      child.stderr.pipe(log, { end: false });
      child.on('close', (code, signal) => {
        log.end(() => {
          running.delete(step);
          claimed -= step.slots;
          const ms = Date.now() - begun;
          const output = readFileSync(logPath, 'utf8');
          const counts = countTests(output);
          const cpuMs = childCpuMs(output);
          const ok = code === 0;
          results.set(step.name, { ok, ms, cpuMs, ...counts });
          const verdict = ok ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`;
          const at = seconds(Date.now() - started);
          console.log(
            `\n=== ${step.name} ${verdict} in ${seconds(ms)}s, ${seconds(cpuMs)}s of CPU (at ${at}s)`,
          );
          process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
          schedule();
        });
      });
    };

    schedule();
  });
}

/**
 * The closing lines of a developer's run (`test:changed`, `test:area`): its seconds, then each
 * step's verdict and counts. Returns whether every step passed.
 */
export function reportSteps(title, steps, results, started) {
  console.log(`\n=== ${title} (${seconds(Date.now() - started)} s)`);
  let ok = true;
  for (const step of steps) {
    const result = results.get(step.name);
    ok &&= result.ok;
    const counts = `${result.passed} passed, ${result.failed} failed`;
    console.log(
      `${(result.ok ? 'passed' : 'FAILED').padEnd(8)} ${step.name} (${seconds(result.ms)} s, ${counts})`,
    );
  }
  return ok;
}
