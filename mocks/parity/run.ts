import type { Endpoint } from '@shop/core';
import {
  isMatcher,
  type CallStep,
  type Expected,
  type Matcher,
  type ParityCase,
  type ParityRequest,
  type ParitySide,
} from './format';

type Captures = Map<string, unknown>;

const TEMPLATE = /\{\{([^}]+)\}\}/g;
const WHOLE_TEMPLATE = /^\{\{([^}]+)\}\}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Where the values of `{{…}}` come from in one run of one case. */
class Scope {
  readonly captures: Captures = new Map();

  /** `runId` keeps the addresses of this run apart from every other run on the same server. */
  constructor(
    private readonly runId: string,
    private readonly caseIndex: number,
  ) {}

  value(name: string): unknown {
    const [kind, label] = name.split(':', 2);
    // The public test domain: its mail is readable without the sandbox that made the account.
    if (kind === 'email' && label)
      return `parity.${label}.${this.runId}.${this.caseIndex}@public.shoplane.test`;
    if (kind === 'EMAIL' && label) return String(this.value(`email:${label}`)).toUpperCase();
    if (kind === 'other' && label) {
      const code = Number(this.value(label));
      return String((code + 1) % 1_000_000).padStart(6, '0');
    }
    if (!this.captures.has(name)) throw new Error(`{{${name}}} is used before a step captured it`);
    return this.captures.get(name);
  }

  fill<T>(value: T): T {
    if (typeof value === 'string') {
      const whole = WHOLE_TEMPLATE.exec(value);
      if (whole?.[1]) return this.value(whole[1]) as T;
      return value.replace(TEMPLATE, (_, name: string) => String(this.value(name))) as T;
    }
    if (Array.isArray(value)) return value.map((item: unknown) => this.fill(item)) as T;
    if (value instanceof RegExp || isMatcher(value)) return value;
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, this.fill(item)])) as T;
    }
    return value;
  }
}

function requestOf(step: CallStep, scope: Scope): ParityRequest {
  const params = scope.fill(step.params ?? {});
  const path = step.endpoint.path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${step.endpoint.id}`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams(scope.fill(step.query ?? {})).toString();
  const headers: Record<string, string> = {};
  let body: string | undefined;
  if (step.rawBody !== undefined || step.body !== undefined) {
    headers['content-type'] = step.contentType ?? 'application/json';
    body = step.rawBody !== undefined ? scope.fill(step.rawBody) : JSON.stringify(scope.fill(step.body));
  }
  if (step.bearer !== undefined) headers.authorization = `Bearer ${scope.fill(step.bearer)}`;
  return { method: step.endpoint.method, path: query ? `${path}?${query}` : path, headers, body };
}

/** The differences between an actual value and the expected one, each with its JSON path. */
function compare(expected: Expected, actual: unknown, at: string, scope: Scope): string[] {
  if (isMatcher(expected)) return compareMatcher(expected, actual, at, scope);
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return [`${at}: expected an array, got ${show(actual)}`];
    if (actual.length !== expected.length) {
      return [`${at}: expected ${expected.length} entries, got ${actual.length}`];
    }
    return expected.flatMap((item: Expected, index) =>
      compare(item, actual[index], `${at}[${index}]`, scope),
    );
  }
  if (typeof expected === 'object' && expected !== null) {
    if (typeof actual !== 'object' || actual === null || Array.isArray(actual)) {
      return [`${at}: expected an object, got ${show(actual)}`];
    }
    const record = actual as Record<string, unknown>;
    const extra = Object.keys(record)
      .filter((key) => !(key in expected))
      .map((key) => `${at}.${key}: not expected, got ${show(record[key])}`);
    const entries = Object.entries(expected as Record<string, Expected>);
    return [...entries.flatMap(([key, item]) => compare(item, record[key], `${at}.${key}`, scope)), ...extra];
  }
  return Object.is(expected, actual) ? [] : [`${at}: expected ${show(expected)}, got ${show(actual)}`];
}

function compareMatcher(matcher: Matcher, actual: unknown, at: string, scope: Scope): string[] {
  const problem = (what: string) => [`${at}: expected ${what}, got ${show(actual)}`];
  switch (matcher.$match) {
    case 'string':
      return typeof actual === 'string' ? [] : problem('a string');
    case 'token':
      return typeof actual === 'string' && /^\S+$/.test(actual) ? [] : problem('a token');
    case 'id':
      return typeof actual === 'number' && Number.isInteger(actual) && actual > 0 ? [] : problem('an id');
    case 'isoDate':
      return typeof actual === 'string' && ISO_DATE.test(actual) ? [] : problem('an ISO timestamp');
    case 'boolean':
      return typeof actual === 'boolean' ? [] : problem('true or false');
    case 'pattern': {
      const found = typeof actual === 'string' ? matcher.pattern.exec(actual) : null;
      if (!found) return problem(`text matching ${String(matcher.pattern)}`);
      if (matcher.capture) scope.captures.set(matcher.capture, found[1] ?? found[0]);
      return [];
    }
    case 'capture': {
      const problems = compareMatcher(matcher.inner, actual, at, scope);
      if (problems.length === 0) scope.captures.set(matcher.name, actual);
      return problems;
    }
    case 'arrayOf': {
      if (!Array.isArray(actual)) return problem('an array');
      if (actual.length !== matcher.length) return problem(`${matcher.length} entries`);
      const item = scope.fill(matcher.item);
      return actual.flatMap((entry, index) => compare(item, entry, `${at}[${index}]`, scope));
    }
  }
}

function show(value: unknown): string {
  const text = JSON.stringify(value);
  if (text === undefined) return String(value);
  return text.length > 160 ? `${text.slice(0, 157)}...` : text;
}

/**
 * Plays one case against one side. Returns every difference from the table, each naming its
 * step, request and JSON path; an empty list means the side behaves as the table says. The first
 * step that differs ends the run (later steps depend on it).
 */
export async function runParityCase(
  parityCase: ParityCase,
  side: ParitySide,
  options: { runId: string; caseIndex: number },
): Promise<string[]> {
  const scope = new Scope(options.runId, options.caseIndex);
  for (const [index, step] of parityCase.steps.entries()) {
    if ('advanceClockMs' in step) {
      await side.advanceClock(step.advanceClockMs);
      continue;
    }
    for (let time = 1; time <= (step.times ?? 1); time++) {
      const request = requestOf(step, scope);
      const reply = await side.send(request);
      const label = `step ${index + 1}${step.times ? ` (${time} of ${step.times})` : ''}: ${request.method} ${request.path}`;
      const problems = [
        ...(reply.status === step.expect.status
          ? []
          : [`status: expected ${step.expect.status}, got ${reply.status} ${show(reply.body)}`]),
        ...(step.expect.body === undefined
          ? reply.body === undefined
            ? []
            : [`body: expected none, got ${show(reply.body)}`]
          : compare(scope.fill(step.expect.body), reply.body, 'body', scope)),
        ...Object.entries(step.expect.headers ?? {}).flatMap(([name, expected]) =>
          compare(scope.fill(expected), reply.headers[name], `header ${name}`, scope),
        ),
      ];
      if (problems.length > 0) return problems.map((problem) => `${label}: ${problem}`);
    }
  }
  return [];
}

/** The endpoints a table calls (for the check that every served call has rows). */
export function endpointsCalled(cases: readonly ParityCase[]): Set<Endpoint> {
  return new Set(
    cases.flatMap((entry) => entry.steps.flatMap((step) => ('endpoint' in step ? [step.endpoint] : []))),
  );
}
