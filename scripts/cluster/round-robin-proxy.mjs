// A small round-robin HTTP proxy: what a load balancer in front of several shop servers does,
// for running and testing N servers on one machine (README "Running several servers"). Each
// request goes to the next server in turn; replies stream through unbuffered (the order
// tracker's event stream). It adds X-Forwarded-For and X-Forwarded-Proto, as a real load
// balancer does, so servers started with TRUST_PROXY see each client's own address.
import http from 'node:http';

/** Hop-by-hop headers (RFC 9110 §7.6.1): they belong to one connection, never forwarded. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function forwardedHeaders(request) {
  const headers = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (!HOP_BY_HOP.has(name)) headers[name] = value;
  }
  const client = request.socket.remoteAddress ?? '';
  const earlier = request.headers['x-forwarded-for'];
  headers['x-forwarded-for'] = earlier ? `${earlier}, ${client}` : client;
  headers['x-forwarded-proto'] = 'http';
  return headers;
}

/**
 * The upstream failed. A server that could not be reached gets the 502 a load balancer answers;
 * one that took the request and dropped the connection (a live scenario's `network-down` does
 * that on purpose) has the client's connection dropped too, as the client would see it directly.
 */
function upstreamFailed(error, request, response) {
  const unreachable = ['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'ETIMEDOUT'].includes(error.code);
  if (!unreachable || response.headersSent) {
    request.socket.destroy();
    return;
  }
  badGateway(response, 'The shop server did not answer. Please try again.');
}

function badGateway(response, text) {
  const body = JSON.stringify({ error: text });
  response.writeHead(502, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  response.end(body);
}

/**
 * The API server's own keep-alive (DEFAULT_SERVER_TIMEOUTS.keepAliveMs in apps/api/src/config.ts;
 * round-robin-proxy.test.mjs holds the two equal): this script runs without a TypeScript loader.
 */
const API_KEEP_ALIVE_MS = 72_000;

/**
 * Listens on `port` and sends requests to `upstreams` (`{ host, port }`) in turn. Every reply
 * names the server that made it in `x-shop-upstream` (1-based), so a test can see both serve.
 * Resolves to the HTTP server once listening.
 */
export function startRoundRobinProxy({
  port,
  host = '127.0.0.1',
  upstreams,
  keepAliveMs = API_KEEP_ALIVE_MS,
}) {
  if (upstreams.length === 0) throw new Error('startRoundRobinProxy: no upstream servers');
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  let next = 0;
  const server = http.createServer((request, response) => {
    const index = next;
    next = (next + 1) % upstreams.length;
    const upstream = upstreams[index];
    const outgoing = http.request(
      {
        agent,
        host: upstream.host,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: forwardedHeaders(request),
      },
      (reply) => {
        const headers = {};
        for (const [name, value] of Object.entries(reply.headers)) {
          if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
        }
        headers['x-shop-upstream'] = String(index + 1);
        response.writeHead(reply.statusCode ?? 502, reply.statusMessage, headers);
        reply.pipe(response);
        reply.on('error', () => response.destroy());
      },
    );
    outgoing.on('error', (error) => upstreamFailed(error, request, response));
    // A client that goes away (a closed event stream) must not leave the upstream request open.
    response.on('close', () => {
      if (!response.writableFinished) outgoing.destroy();
    });
    request.pipe(outgoing);
  });
  // Event streams stay open for as long as the page does.
  server.requestTimeout = 0;
  // An idle client connection lives as long as on the API itself: closed at Node's 5 s default,
  // it raced with a client reusing it (ECONNRESET on a test's API call).
  server.keepAliveTimeout = keepAliveMs;
  server.headersTimeout = 60_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      server.on('close', () => agent.destroy());
      resolve(server);
    });
  });
}
