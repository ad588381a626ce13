import { markStable } from './compression';

/**
 * A reply body serialised ahead of time (ARCHITECTURE.md "Performance design"): sent as bytes,
 * skipping per-request serialisation and re-validation. The type parameter records which reply it
 * holds, so a handler cannot send a listing body where the contract expects a product. Its bytes
 * never change, so the compression hook compresses them once and keeps the result beside them.
 */
export class ReadyJson<Reply> {
  /** Phantom: exists only for the type checker. */
  declare readonly reply: Reply;

  private constructor(readonly bytes: Buffer) {
    markStable(bytes);
  }

  /** Trusts the caller that `value` already matches the contract (validate once, before). */
  static of<Reply>(value: Reply): ReadyJson<Reply> {
    return new ReadyJson<Reply>(Buffer.from(JSON.stringify(value)));
  }

  /** For bodies assembled from already-serialised parts. */
  static fromJsonText<Reply>(json: string): ReadyJson<Reply> {
    return new ReadyJson<Reply>(Buffer.from(json));
  }
}

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';
