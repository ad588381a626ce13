import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The baseline of the throughput bench: plain node:http answering fixed bytes, run in its own
 * process like the shop server (sharing the load generator's event loop would skew it). It gets
 * its replies from the parent over IPC and reports its port back.
 */
export interface BareRoute {
  readonly method: string;
  readonly path: string;
  readonly contentType: string;
  readonly bodyBase64: string;
}
export type BareServerMessage = { readonly port: number };

process.once('message', (message: { routes: BareRoute[] }) => {
  const routes = new Map(
    message.routes.map((route) => [
      `${route.method} ${route.path}`,
      { contentType: route.contentType, body: Buffer.from(route.bodyBase64, 'base64') },
    ]),
  );
  const server = createServer((request, response) => {
    const route = routes.get(`${request.method} ${request.url}`);
    // Read the request to its end before answering, as any real server must.
    request.resume();
    request.once('end', () => {
      if (!route) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { 'content-type': route.contentType, 'content-length': route.body.length });
      response.end(route.body);
    });
  });
  server.listen(0, '127.0.0.1', () => {
    const reply: BareServerMessage = { port: (server.address() as AddressInfo).port };
    process.send?.(reply);
  });
  process.once('disconnect', () => server.close(() => process.exit(0)));
  process.once('SIGTERM', () => server.close(() => process.exit(0)));
});
