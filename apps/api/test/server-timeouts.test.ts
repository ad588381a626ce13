import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_SECURITY_HEADERS } from '../src/http/security-headers';
import { buildTestApp, type TestApp } from './helper';

/**
 * The security probe: 500 uploads that stalled after one byte kept their sockets open for good.
 * A real listening server (inject has no sockets) with timeouts of a fraction of a second.
 */
const TIMEOUTS = { requestMs: 600, headersMs: 300, connectionMs: 300, keepAliveMs: 300 };
/** Far above every timeout above, far below the test's own limit. */
const GUARD_MS = 4_000;

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await buildTestApp({ timeouts: TIMEOUTS });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

interface Outcome {
  readonly closedAfterMs: number;
  readonly received: string;
}

/** Opens a raw connection, lets `drive` write to it, and resolves when the server closes it. */
function connection(drive: (socket: Socket) => void): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = connect(port, '127.0.0.1');
    let received = '';
    const guard = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept the socket open for ${GUARD_MS} ms`));
    }, GUARD_MS);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    socket.on('error', () => undefined); // a reset is a close too
    socket.on('close', () => {
      clearTimeout(guard);
      resolve({ closedAfterMs: performance.now() - started, received });
    });
    socket.on('connect', () => drive(socket));
  });
}

function statusAndBody(raw: string): { status: number; headers: string; body: string } {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body };
}

describe('server timeouts (REQUEST_TIMEOUT_MS, HEADERS_TIMEOUT_MS, CONNECTION_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS)', () => {
  it('closes a connection that sends one byte and stalls', async () => {
    const outcome = await connection((socket) => socket.write('P'));
    expect(outcome.closedAfterMs).toBeLessThan(GUARD_MS);
  });

  it('closes an upload that stalls after one byte of its body', async () => {
    const outcome = await connection((socket) =>
      socket.write(
        'POST /api/v1/users/signIn HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
          'Content-Length: 100\r\n\r\n{',
      ),
    );
    expect(outcome.closedAfterMs).toBeLessThan(GUARD_MS);
  });

  it('answers an upload trickled slower than the request timeout with a 408 in the envelope', async () => {
    let timer: NodeJS.Timeout | undefined;
    const outcome = await connection((socket) => {
      socket.write(
        'POST /api/v1/users/signIn HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
          'Content-Length: 1000\r\n\r\n',
      );
      // One byte every 100 ms: never idle long enough for the connection timeout.
      timer = setInterval(() => socket.writable && socket.write(' '), 100);
      socket.on('close', () => clearInterval(timer));
    });
    const reply = statusAndBody(outcome.received);
    expect(reply.status).toBe(408);
    expect(JSON.parse(reply.body)).toEqual({ error: 'Request timed out' });
    expect(reply.headers).toContain('content-type: application/json');
    expect(outcome.closedAfterMs).toBeLessThan(GUARD_MS);
  });

  it('closes an idle keep-alive connection after the keep-alive timeout', async () => {
    const outcome = await connection((socket) =>
      socket.write('GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n'),
    );
    expect(statusAndBody(outcome.received).status).toBe(200);
    expect(outcome.closedAfterMs).toBeLessThan(GUARD_MS);
  });

  it('answers a request line over the header limit with a 431 in the envelope, with the API headers', async () => {
    const outcome = await connection((socket) =>
      socket.write(`GET /api/v1/${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`),
    );
    const reply = statusAndBody(outcome.received);
    expect(reply.status).toBe(431);
    expect(JSON.parse(reply.body)).toEqual({ error: 'Request line or headers are too large' });
    for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) {
      expect(reply.headers).toContain(`${name}: ${value.toLowerCase()}`);
    }
  });
});
