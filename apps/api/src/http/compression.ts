import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The codings the server sends, in its order of preference when the client likes them equally. */
export type ContentCoding = 'br' | 'gzip';
const PREFERRED: readonly ContentCoding[] = ['br', 'gzip'];

/** Below this a reply is sent as it is: the coding's headers would eat most of the gain. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Replies compressed while the request waits: brotli 5 compresses a 160 KB listing in about 2 ms,
 * within 2 % of quality 9's size (brotli 11 saves 11 % more but takes 200 ms; the build uses it
 * for the storefront's files, which are compressed once).
 */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export function compress(body: Buffer, coding: ContentCoding): Promise<Buffer> {
  return coding === 'br'
    ? brotli(body, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        },
      })
    : gzipAsync(body, { level: GZIP_LEVEL });
}

/**
 * The coding to send for an Accept-Encoding header (RFC 9110 §12.5.3): the acceptable one with the
 * highest weight, br before gzip on a tie; `*` stands for codings the header does not name; `q=0`
 * refuses. Undefined means identity (no header, nothing acceptable, or only codings we lack).
 */
export function negotiateCoding(acceptEncoding: string | string[] | undefined): ContentCoding | undefined {
  if (acceptEncoding === undefined) return undefined;
  const weights = new Map<string, number>();
  for (const entry of String(acceptEncoding).split(',')) {
    const [name = '', ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    if (name === '') continue;
    let weight = 1;
    for (const param of params) {
      const match = /^q=([01](?:\.\d{0,3})?)$/.exec(param);
      if (match) weight = Number(match[1]);
    }
    weights.set(name, weight);
  }
  let chosen: ContentCoding | undefined;
  let chosenWeight = 0;
  for (const coding of PREFERRED) {
    const weight = weights.get(coding) ?? weights.get('*') ?? 0;
    if (weight > chosenWeight) {
      chosen = coding;
      chosenWeight = weight;
    }
  }
  return chosen;
}

/** Adds `Accept-Encoding` to the reply's Vary header, once. */
export function varyOnAcceptEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const value = Array.isArray(current) ? current.join(', ') : current === undefined ? '' : String(current);
  const names = value.split(',').map((name) => name.trim().toLowerCase());
  if (names.includes('accept-encoding') || names.includes('*')) return;
  reply.header('vary', value.trim() === '' ? 'Accept-Encoding' : `${value}, Accept-Encoding`);
}

/**
 * Bodies that never change once built (ready catalogue replies, generated images) keep their
 * compressed forms beside them, made on first use and gone with the body (a WeakMap: a catalogue
 * rebuilt after `invalidate()` drops the old ones with it).
 */
const stableBodies = new WeakSet<Buffer>();
const encodedForms = new WeakMap<Buffer, Map<ContentCoding, Promise<Buffer>>>();

/** Marks `body` as never changing, so its compressed forms are made once and kept. */
export function markStable(body: Buffer): Buffer {
  stableBodies.add(body);
  return body;
}

/** The body in `coding`: compressed once and kept for a stable body, else compressed now. */
export function encodedBody(body: Buffer, coding: ContentCoding): Promise<Buffer> {
  if (!stableBodies.has(body)) return compress(body, coding);
  let forms = encodedForms.get(body);
  if (!forms) {
    forms = new Map();
    encodedForms.set(body, forms);
  }
  let form = forms.get(coding);
  if (!form) {
    form = compress(body, coding);
    forms.set(coding, form);
    // A failure is not kept: the next request tries again.
    form.catch(() => forms.delete(coding));
  }
  return form;
}

/** `"abc"` → `"abc-br"`: each coding of a representation is its own entity, so its own tag. */
export function codedEtag(etag: string, coding: ContentCoding | undefined): string {
  if (!coding) return etag;
  return etag.endsWith('"') ? `${etag.slice(0, -1)}-${coding}"` : `${etag}-${coding}`;
}

/** If-None-Match against a tag (weak comparison, lists and `*`, RFC 9110 §13.1.2). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/** Types worth compressing: text of every kind (JSON, HTML, SVG, JavaScript, CSS). */
const COMPRESSIBLE_TYPE =
  /^(?:text\/|application\/(?:[\w.-]+\+)?(?:json|javascript|xml)\b|image\/svg\+xml\b)/i;

function shouldCompress(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): payload is string | Buffer {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return false; // streams: files, precompressed
  if (reply.statusCode === 204 || reply.statusCode === 304 || reply.statusCode < 200) return false;
  if (reply.hasHeader('content-encoding')) return false;
  if (request.headers.range !== undefined) return false; // a range names bytes of the identity body
  if (/\bno-transform\b/i.test(String(reply.getHeader('cache-control') ?? ''))) return false;
  return COMPRESSIBLE_TYPE.test(String(reply.getHeader('content-type') ?? ''));
}

/**
 * Compresses text replies of at least {@link COMPRESSION_THRESHOLD_BYTES} (JSON above all) for
 * clients that accept br or gzip, with `Vary: Accept-Encoding` whenever the body could have been
 * coded. Ready bodies ({@link markStable}) are compressed once and sent as kept. Files (streams)
 * pass untouched: the storefront's are precompressed at build time.
 */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!shouldCompress(request, reply, payload)) return payload;
    const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
    if (size < COMPRESSION_THRESHOLD_BYTES) return payload;
    varyOnAcceptEncoding(reply);
    const coding = negotiateCoding(request.headers['accept-encoding']);
    if (!coding) return payload;
    const encoded = await encodedBody(typeof payload === 'string' ? Buffer.from(payload) : payload, coding);
    reply.header('content-encoding', coding);
    reply.removeHeader('content-length');
    const etag = reply.getHeader('etag');
    if (typeof etag === 'string') reply.header('etag', codedEtag(etag, coding));
    return encoded;
  });
}
