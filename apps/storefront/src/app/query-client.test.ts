import { ApiError } from '@shop/core';
import { describe, expect, it } from 'vitest';
import { shouldRetry } from './query-client';

describe('query retries', () => {
  it('never retry a refusal (4xx): a 401 must reach the session handling at once', () => {
    expect(shouldRetry(0, new ApiError('x', { kind: 'http', status: 401 }))).toBe(false);
    expect(shouldRetry(0, new ApiError('x', { kind: 'http', status: 404 }))).toBe(false);
  });

  it('retry a server error or a dropped connection once', () => {
    expect(shouldRetry(0, new ApiError('x', { kind: 'http', status: 503 }))).toBe(true);
    expect(shouldRetry(0, new ApiError('x', { kind: 'network' }))).toBe(true);
    expect(shouldRetry(1, new ApiError('x', { kind: 'network' }))).toBe(false);
  });
});
