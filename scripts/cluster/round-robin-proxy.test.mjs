import http from 'node:http';
import { afterEach, expect, it } from 'vitest';
import { DEFAULT_SERVER_TIMEOUTS } from '../../apps/api/src/config.ts';
import { startRoundRobinProxy } from './round-robin-proxy.mjs';

const servers = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

// A client reuses an idle keep-alive connection; the proxy closing it at Node's default 5 s
// raced with a test's next call (ECONNRESET, 'socket hang up', in a clean-clone run).
it('keeps an idle client connection open as long as the API server does', async () => {
  const upstream = http.createServer((_request, response) => response.end('ok'));
  await new Promise((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  servers.push(upstream);
  const proxy = await startRoundRobinProxy({
    port: 0,
    upstreams: [{ host: '127.0.0.1', port: upstream.address().port }],
  });
  servers.push(proxy);
  expect(proxy.keepAliveTimeout).toBe(DEFAULT_SERVER_TIMEOUTS.keepAliveMs);
});
