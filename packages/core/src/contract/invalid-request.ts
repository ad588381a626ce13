import type { z } from 'zod/mini';
import type { ErrorReply } from './endpoint';

/**
 * A failed check as Fastify reports it (fastify-type-provider-zod turns each zod issue into one):
 * `keyword` is the zod issue code, `instancePath` the field as `/a/b`, `params` the rest of the
 * issue. The server and the mock API both describe invalid requests from this shape, so their
 * 400s read the same.
 */
export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

/** Which part of the request failed: as Fastify names it. */
export type ValidationContext = 'body' | 'querystring' | 'params' | 'headers';

/** A zod error as Fastify's validator reports it (the same mapping as fastify-type-provider-zod). */
export function validationIssuesOf(error: z.core.$ZodError): ValidationIssue[] {
  return error.issues.map(({ code, path, message, ...rest }) => ({
    keyword: code,
    instancePath: `/${path.map(String).join('/')}`,
    message,
    params: rest as Record<string, unknown>,
  }));
}

const CONTEXT_NAMES: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'headers',
};

/** zod's own texts start like this; the contract's custom texts ('must be a number') do not. */
const ZOD_DEFAULT_TEXT = /^(Invalid|Too (big|small)|Unrecognized key)/;

const EXPECTED_TEXT: Record<string, string> = {
  int: 'must be a whole number',
  number: 'must be a number',
  string: 'must be a string',
  boolean: 'must be true or false',
  object: 'must be a JSON object',
  array: 'must be an array',
};

function isPresent(root: unknown, path: readonly string[]): boolean {
  let current: unknown = root;
  for (const key of path) {
    if (current === null || typeof current !== 'object' || !(key in current)) return false;
    current = (current as Record<string, unknown>)[key];
  }
  return current !== undefined;
}

const boundOf = (issue: ValidationIssue): unknown =>
  issue.keyword === 'too_small' ? issue.params.minimum : issue.params.maximum;

/** Words with which a text speaks of a size or a bound ('is too long', 'cannot exceed 99'). */
const SIZE_WORDS =
  /\b(long|short|least|most|between|positive|negative|big|small|large|many|few|exceed\w*)\b/i;

/**
 * Whether the contract's text for a too_small / too_big issue is about that check. zod reports a
 * schema's type-level text ('must be a number', 'emailId is required') for its unlabelled checks
 * as well, and those must not answer for a bound: "must be a number" for -1. A "required" or
 * "empty" text fits only a string or list that must not be empty.
 */
function describesSizeCheck(issue: ValidationIssue, message: string): boolean {
  const { minimum, origin } = issue.params;
  const numbers: readonly string[] = message.match(/-?\d+(\.\d+)?/g) ?? [];
  const namesBound = numbers.includes(String(boundOf(issue)));
  if (namesBound || SIZE_WORDS.test(message)) return true;
  const mustNotBeEmpty =
    issue.keyword === 'too_small' && minimum === 1 && (origin === 'string' || origin === 'array');
  return mustNotBeEmpty && /required|empty/i.test(message);
}

/** 'must be at least 1 character long', 'must have at most 2 items', 'must be at least 0'. */
function sizeCheckText(issue: ValidationIssue): string {
  const bound = boundOf(issue);
  if (issue.keyword === 'too_small' && bound === 0 && issue.params.inclusive === false) {
    return 'must be positive';
  }
  const limit = `${issue.keyword === 'too_small' ? 'at least' : 'at most'} ${String(bound)}`;
  switch (issue.params.origin) {
    case 'string':
      return `must be ${limit} ${bound === 1 ? 'character' : 'characters'} long`;
    case 'array':
      return `must have ${limit} ${bound === 1 ? 'item' : 'items'}`;
    default:
      return `must be ${limit}`;
  }
}

/**
 * The contract's own text when it fits the problem, else one built from the issue. A type-level
 * message such as `z.number({ error: 'must be a number' })` is also what zod reports for that
 * schema's unlabelled checks (`.int()`, `.min(0)`), where it would mislead: "must be a number"
 * for -1. Such texts are replaced when they do not mention what the check wants; a text that
 * does ('is too long', 'is required' for an empty value) is the contract's wording and is kept.
 */
function describeIssue(issue: ValidationIssue, present: boolean): string {
  const params = issue.params as Record<string, unknown>;
  if (issue.keyword === 'invalid_type' && !present) return 'is required';
  const message = issue.message ?? '';
  const isZodDefault = message === '' || ZOD_DEFAULT_TEXT.test(message);
  switch (issue.keyword) {
    case 'invalid_type':
      if (params.expected === 'int') {
        return !isZodDefault && /whole|integer/i.test(message) ? message : 'must be a whole number';
      }
      // 'emailId is required' is the contract's text for a missing value, not for a wrong type.
      return isZodDefault || /required/i.test(message)
        ? (EXPECTED_TEXT[String(params.expected)] ?? `must be ${String(params.expected)}`)
        : message;
    case 'invalid_value':
      if (!isZodDefault) return message;
      return Array.isArray(params.values)
        ? `must be one of ${params.values.map((value) => JSON.stringify(value)).join(', ')}`
        : 'is not an allowed value';
    case 'too_small':
    case 'too_big':
      return !isZodDefault && describesSizeCheck(issue, message) ? message : sizeCheckText(issue);
    default:
      return message || 'is invalid';
  }
}

/**
 * One 400 for every schema failure: `error` names each field in a sentence QA engineers can
 * assert on ('Invalid request: categoryid must be a number'), `details` maps field → problem.
 */
export function describeValidationError(
  issues: readonly ValidationIssue[],
  context: ValidationContext | undefined,
  input: unknown,
): ErrorReply {
  const details: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.instancePath.split('/').filter((segment) => segment !== '');
    if (issue.keyword === 'unrecognized_keys') {
      const keys = (issue.params as { keys?: unknown }).keys;
      for (const key of Array.isArray(keys) ? keys : [])
        details[[...path, String(key)].join('.')] = 'is not allowed';
      continue;
    }
    const field = path.length > 0 ? path.join('.') : (CONTEXT_NAMES[context ?? 'body'] ?? 'body');
    const present = path.length > 0 ? isPresent(input, path) : input !== undefined;
    // The first problem of a field is the one to fix first.
    details[field] ??= describeIssue(issue, present);
  }
  const sentences = Object.entries(details).map(([field, problem]) =>
    problem.startsWith(`${field} `) ? problem : `${field} ${problem}`,
  );
  return { error: `Invalid request: ${sentences.join('; ')}`, details };
}
