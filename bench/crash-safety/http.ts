import { type Agent, type IncomingHttpHeaders, request } from 'node:http';

/**
 * One JSON request over node:http with the caller's keep-alive agent (not fetch): a killed server's
 * connections belong to the agent of that server's life, so a request after the restart never
 * meets a dead pooled socket.
 */

/** No reply within this long counts as no reply at all (the server is local and the load light). */
const REQUEST_TIMEOUT_MS = 30_000;

export interface HttpReply {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: unknown;
}

/** The request got no reply: refused, reset, or cut off mid-reply. Whether it landed is unknown. */
export class NoReplyError extends Error {
  override readonly name = 'NoReplyError';
}

export interface JsonRequest {
  readonly method: string;
  readonly url: string;
  readonly body?: unknown;
  readonly token?: string;
}

function parse(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function sendJson(agent: Agent, { method, url, body, token }: JsonRequest): Promise<HttpReply> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (payload !== undefined) {
    headers['content-type'] = 'application/json';
    // Node frames a DELETE's body only with a length (no chunked encoding for it by default).
    headers['content-length'] = String(Buffer.byteLength(payload));
  }
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  return new Promise((resolve, reject) => {
    const noReply = (error: Error) => reject(new NoReplyError(error.message, { cause: error }));
    const outgoing = request(url, { method, agent, headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', noReply);
      incoming.on('close', () => {
        // A reply cut off by the kill is no reply: its status alone does not acknowledge anything.
        if (!incoming.complete) return noReply(new Error('reply cut off'));
        resolve({
          status: incoming.statusCode ?? 0,
          headers: incoming.headers,
          body: parse(Buffer.concat(chunks).toString('utf8')),
        });
      });
    });
    outgoing.setTimeout(REQUEST_TIMEOUT_MS, () => outgoing.destroy(new Error('timed out')));
    outgoing.on('error', noReply);
    outgoing.end(payload);
  });
}
