import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { EMAIL_MAX_LENGTH } from '../constants';
import { textFieldSchema } from './fields';
import { describeValidationError, validationIssuesOf, type ValidationContext } from './invalid-request';
import { mailboxEndpoints } from './mailbox';
import { ForgotPasswordRequestSchema } from './users';

/** The 400 that server and mocks send for `input` refused by `schema`. */
function describe400(schema: z.ZodMiniType, input: unknown, context: ValidationContext = 'body') {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('the input was accepted');
  return describeValidationError(validationIssuesOf(result.error), context, input);
}

describe("length limits: the contract's own wording where it has one", () => {
  it('an address over the limit "is too long", as EmailFieldSchema says', () => {
    const email = `${'m'.repeat(EMAIL_MAX_LENGTH)}@example.in`;
    expect(describe400(ForgotPasswordRequestSchema, { email })).toEqual({
      error: 'Invalid request: email is too long',
      details: { email: 'is too long' },
    });
  });

  it('an empty mailbox address "is required", as the mailbox query says', () => {
    const { query } = mailboxEndpoints.list;
    if (!query) throw new Error('the mailbox call takes a query');
    expect(describe400(query, { email: '' }, 'querystring')).toEqual({
      error: 'Invalid request: email is required',
      details: { email: 'is required' },
    });
  });

  it('a missing value "is required" whatever its checks say', () => {
    expect(describe400(ForgotPasswordRequestSchema, {})).toEqual({
      error: 'Invalid request: email is required',
      details: { email: 'is required' },
    });
  });
});

describe('length limits without a text of their own: worded here, in good English', () => {
  it.each([
    ['a string under 1', z.string().check(z.minLength(1)), '', 'must be at least 1 character long'],
    ['a string under 3', z.string().check(z.minLength(3)), 'ab', 'must be at least 3 characters long'],
    ['a string over 1', z.string().check(z.maxLength(1)), 'ab', 'must be at most 1 character long'],
    ['a string over 3', z.string().check(z.maxLength(3)), 'abcd', 'must be at most 3 characters long'],
    ['an array under 1', z.array(z.number()).check(z.minLength(1)), [], 'must have at least 1 item'],
    ['an array over 2', z.array(z.number()).check(z.maxLength(2)), [1, 2, 3], 'must have at most 2 items'],
    ['a number under 0', z.number().check(z.gte(0)), -1, 'must be at least 0'],
    ['a number over 100', z.number().check(z.lte(100)), 101, 'must be at most 100'],
    ['a number not positive', z.number().check(z.positive()), 0, 'must be positive'],
  ] as const)('%s', (_case, field, value, problem) => {
    expect(describe400(z.object({ field }), { field: value }).details).toEqual({ field: problem });
  });

  it("does not take a type's text for a check it does not describe", () => {
    // zod reports a schema's type-level text for its unlabelled checks too.
    const cases: [z.ZodMiniType, unknown, string][] = [
      [z.number({ error: 'must be a number' }).check(z.gte(0)), -1, 'must be at least 0'],
      [
        textFieldSchema('name is required').check(z.maxLength(3)),
        'abcd',
        'must be at most 3 characters long',
      ],
      [textFieldSchema('code is required').check(z.minLength(6)), '12', 'must be at least 6 characters long'],
      [z.number({ error: 'count is required' }).check(z.gte(1)), 0, 'must be at least 1'],
    ];
    for (const [field, value, problem] of cases) {
      expect(describe400(z.object({ field }), { field: value }).details).toEqual({ field: problem });
    }
  });

  it('keeps texts that speak of the limit', () => {
    const cases: [z.ZodMiniType, unknown, string][] = [
      [z.number().check(z.gte(1, { error: 'must be at least 1' })), 0, 'must be at least 1'],
      [z.string().check(z.maxLength(5, { error: 'is too long' })), 'abcdef', 'is too long'],
      [z.string().check(z.minLength(8, { error: 'is too short' })), 'abc', 'is too short'],
      [z.number().check(z.lte(99, { error: 'cannot exceed 99' })), 100, 'cannot exceed 99'],
      [z.array(z.number()).check(z.minLength(1, { error: 'must not be empty' })), [], 'must not be empty'],
    ];
    for (const [field, value, problem] of cases) {
      expect(describe400(z.object({ field }), { field: value }).details).toEqual({ field: problem });
    }
  });
});
