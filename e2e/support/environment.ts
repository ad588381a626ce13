import { execFileSync } from 'node:child_process';

/**
 * Playwright evaluates its config in the runner and again in every worker. The first evaluation
 * picks a free port and stores it in the environment, which the workers inherit, so all of them
 * talk to the same server.
 */
export function e2ePort(): number {
  if (!process.env.E2E_PORT) {
    const script =
      "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
    process.env.E2E_PORT = execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
  }
  return Number(process.env.E2E_PORT);
}
