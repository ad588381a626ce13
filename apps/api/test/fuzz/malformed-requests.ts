import { hashString, mulberry32 } from '@shop/core';
import {
  type Components,
  exampleOf,
  type JsonSchema,
  type OpenApiOperation,
  resolve,
} from './openapi-schema';

/**
 * Malformed requests for one operation of the OpenAPI document: each starts from a request the
 * server accepts (openapi-schema.ts `exampleOf`) and is wrong in one way — a wrong type, a missing
 * or extra field, a huge or unicode string, a negative, huge or fractional number, a `__proto__`
 * key, invalid JSON, a wrong content type, an oversized body — in the path, the query, the body or
 * the QA headers. A body is JSON, or a form where the operation takes only a form (the Google
 * stand-in's chooser posts); the JSON-only cases are sent as JSON either way. Pure and
 * deterministic: the same operation and seed give the same requests.
 */

export interface FuzzTarget {
  /** As in the document: `get`, `post`… */
  readonly method: string;
  /** As in the document: `/api/v1/addresses/{addressId}`. */
  readonly path: string;
  readonly operation: OpenApiOperation;
  readonly components: Components;
  /** Values for parameters and fields of these names (the fuzzing user's own id). */
  readonly known: Readonly<Record<string, unknown>>;
  /** Sent with every request (the bearer token) unless a case replaces it. */
  readonly headers: Readonly<Record<string, string>>;
  /** One byte over it is the oversized body. */
  readonly bodyLimitBytes: number;
  /** Header names of the QA session settings (x-qa-sandbox…), fuzzed as header values. */
  readonly qaHeaders: readonly string[];
  readonly seed: number;
}

export interface MalformedRequest {
  /** What is wrong, e.g. `body.quantity: negative number`. */
  readonly label: string;
  readonly method: string;
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly payload?: string;
}

/** "A bounded set" per operation: a larger set is sampled down to this (with the seed). */
export const MAX_REQUESTS_PER_OPERATION = 40;

const UNICODE_MIX = 'Ünïcödé 名前 😀 \u202eRTL\u202c ﷽ e\u0301 \u200b \ud800';
const NUL_TEXT = 'nul\u0000byte';
/** What a client's UTF-8 header bytes read as on the server (headers are latin1 on the wire). */
const asHeaderBytes = (text: string) => Buffer.from(text, 'utf8').toString('latin1');

/** A JSON number no double holds: JSON.parse reads it as Infinity. */
const RAW_NUMBER_BEYOND_DOUBLE = `1${'0'.repeat(400)}`;
/** A value `{ [RAW]: text }` stands for the raw JSON `text` until serialised (see `serialise`). */
const RAW = '__fuzz_raw_json__';

type Path = readonly (string | number)[];

interface Field {
  readonly path: Path;
  readonly value: unknown;
}

/** Every field under `value` (nested objects and the first item of arrays), outermost first. */
function fieldsOf(value: unknown, path: Path = []): Field[] {
  const here = path.length ? [{ path, value }] : [];
  if (Array.isArray(value)) return [...here, ...(value.length ? fieldsOf(value[0], [...path, 0]) : [])];
  if (value !== null && typeof value === 'object') {
    return [...here, ...Object.entries(value).flatMap(([key, child]) => fieldsOf(child, [...path, key]))];
  }
  return here;
}

const clone = <T>(value: T): T => structuredClone(value);

/** `value` with the field at `path` set to `replacement`, or removed when it is `undefined`. */
function withField(value: unknown, path: Path, replacement: unknown): unknown {
  const copy = clone(value);
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (replacement === undefined) delete parent[last];
  else parent[last] = replacement;
  return copy;
}

/** JSON text, with `{ [RAW]: text }` values written as `text` itself. */
function serialise(value: unknown): string {
  return JSON.stringify(value).replace(
    new RegExp(`\\{"${RAW}":"([^"]*)"\\}`, 'g'),
    (_match, text: string) => text,
  );
}
const raw = (text: string) => ({ [RAW]: text });
const isRaw = (value: unknown): value is Record<typeof RAW, string> =>
  value !== null && typeof value === 'object' && RAW in value;

const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';

/** One form field's text: a string as it is, null as nothing, anything else as its JSON. */
const formValue = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : value === null
      ? ''
      : isRaw(value)
        ? value[RAW]
        : typeof value === 'object'
          ? serialise(value)
          : String(value);

/** A form body: each field of an object (an array's items as repeated fields); else the JSON text. */
function formEncode(value: unknown): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value) || isRaw(value)) {
    return encodeURIComponent(serialise(value));
  }
  const params = new URLSearchParams();
  for (const [name, field] of Object.entries(value)) {
    for (const item of Array.isArray(field) ? field : [field]) params.append(name, formValue(item));
  }
  return params.toString();
}

const pathLabel = (path: Path) => path.map(String).join('.');
const isText = (field: Field) => typeof field.value === 'string';
const isNumber = (field: Field) => typeof field.value === 'number';

/** A value of another JSON type than `value`'s. */
function wrongTypeFor(value: unknown): unknown {
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return 'true';
  if (Array.isArray(value)) return { 0: value[0] };
  if (value !== null && typeof value === 'object') return 'an object was expected';
  return 0;
}

interface Parameter {
  readonly name: string;
  readonly schema: JsonSchema;
  readonly required: boolean;
}

export function malformedRequests(target: FuzzTarget): MalformedRequest[] {
  const { operation, components, known } = target;
  const method = target.method.toUpperCase();
  const random = mulberry32(hashString(`${target.seed}:${method} ${target.path}`));
  const pick = <T>(items: readonly T[]): T | undefined => items[Math.floor(random() * items.length)];
  const hugeText = 'x'.repeat(Math.floor(target.bodyLimitBytes * 0.8));
  // 4 bytes each in UTF-8: still under the body limit.
  const hugeUnicode = '😀'.repeat(Math.floor(target.bodyLimitBytes * 0.2));

  const parametersIn = (where: 'path' | 'query'): Parameter[] =>
    (operation.parameters ?? [])
      .filter((parameter) => parameter.in === where)
      .map((parameter) => ({
        name: parameter.name,
        schema: resolve(parameter.schema, components),
        required: where === 'path' || parameter.required === true,
      }));
  const pathParameters = parametersIn('path');
  const queryParameters = parametersIn('query');
  const exampleParameter = (parameter: Parameter) =>
    String(exampleOf(parameter.schema, components, known, parameter.name));

  // The valid request every case departs from.
  const pathValues = Object.fromEntries(
    pathParameters.map((parameter) => [parameter.name, encodeURIComponent(exampleParameter(parameter))]),
  );
  const queryValues: [string, string][] = queryParameters.map((parameter) => [
    parameter.name,
    encodeURIComponent(exampleParameter(parameter)),
  ]);
  const jsonSchema = operation.requestBody?.content[JSON_TYPE]?.schema;
  const formSchema = operation.requestBody?.content[FORM_TYPE]?.schema;
  const bodySchema = jsonSchema ?? formSchema;
  const bodyType = jsonSchema || !formSchema ? JSON_TYPE : FORM_TYPE;
  const encode = (value: unknown) => (bodyType === FORM_TYPE ? formEncode(value) : serialise(value));
  const body = bodySchema ? exampleOf(bodySchema, components, known) : undefined;

  const urlWith = (path: Readonly<Record<string, string>>, query: readonly (readonly [string, string])[]) => {
    const filled = target.path.replace(/\{(\w+)\}/g, (_match, name: string) => path[name] ?? '');
    return query.length ? `${filled}?${query.map(([name, value]) => `${name}=${value}`).join('&')}` : filled;
  };
  const requests: MalformedRequest[] = [];
  const add = (
    label: string,
    change: {
      path?: Readonly<Record<string, string>>;
      query?: readonly (readonly [string, string])[];
      payload?: string;
      contentType?: string;
      headers?: Readonly<Record<string, string>>;
    } = {},
  ) => {
    const payload = change.payload ?? (body === undefined ? undefined : encode(body));
    requests.push({
      label,
      method,
      url: urlWith(change.path ?? pathValues, change.query ?? queryValues),
      headers: {
        ...target.headers,
        ...(payload === undefined ? {} : { 'content-type': change.contentType ?? bodyType }),
        ...change.headers,
      },
      ...(payload === undefined ? {} : { payload }),
    });
  };

  add('the example request (valid)');

  // Path parameters: each category on one parameter in turn.
  const pathCases: [string, (example: string) => string][] = [
    ['wrong type', (example) => (/^\d+$/.test(example) ? 'not-a-number' : 'true')],
    ['negative number', () => '-1'],
    ['huge number', () => '99999999999999999999999999'],
    ['fractional number', () => '1.5'],
    ['huge string', () => 'x'.repeat(5_000)],
    ['unicode string', () => encodeURIComponent(UNICODE_MIX.replace('\ud800', ''))],
    ['invalid UTF-8 and NUL', () => '%ED%A0%80%00'],
    ['__proto__', () => '__proto__'],
  ];
  if (pathParameters.length) {
    pathCases.forEach(([what, valueFor], index) => {
      const parameter = pathParameters[index % pathParameters.length] as Parameter;
      const value = valueFor(decodeURIComponent(pathValues[parameter.name] ?? ''));
      add(`path.${parameter.name}: ${what}`, { path: { ...pathValues, [parameter.name]: value } });
    });
  }

  // Query parameters, the same way, and an unknown and a __proto__ parameter on every operation.
  const queryWith = (name: string, value: string | undefined) =>
    value === undefined
      ? queryValues.filter(([other]) => other !== name)
      : queryValues.map(([other, current]) => [other, other === name ? value : current] as const);
  const queryCases: [string, (parameter: Parameter) => readonly (readonly [string, string])[]][] = [
    ['wrong type', (p) => queryWith(p.name, p.schema.type === 'string' ? '' : 'not-a-number')],
    ['negative number', (p) => queryWith(p.name, '-1')],
    ['huge number', (p) => queryWith(p.name, '1e309')],
    ['fractional number', (p) => queryWith(p.name, '2.5')],
    ['huge string', (p) => queryWith(p.name, 'x'.repeat(10_000))],
    ['unicode string', (p) => queryWith(p.name, encodeURIComponent(UNICODE_MIX.replace('\ud800', '')))],
    ['invalid UTF-8 and NUL', (p) => queryWith(p.name, '%C0%AF%00%')],
    [
      'given twice',
      (p) => [...queryValues, [p.name, queryValues.find(([name]) => name === p.name)?.[1] ?? '1']],
    ],
  ];
  if (queryParameters.length) {
    queryCases.forEach(([what, queryFor], index) => {
      const parameter = queryParameters[index % queryParameters.length] as Parameter;
      add(`query.${parameter.name}: ${what}`, { query: queryFor(parameter) });
    });
    const required = queryParameters.filter((parameter) => parameter.required);
    if (required.length) {
      add('query: required parameters missing', {
        query: queryValues.filter(([name]) => !required.some((parameter) => parameter.name === name)),
      });
    }
  }
  add('query: unknown and __proto__ parameters', {
    query: [
      ...queryValues,
      ['unexpected', '1'],
      ['__proto__', 'x'],
      ['__proto__[polluted]', '1'],
      ['constructor[prototype][polluted]', '1'],
    ],
  });

  // The body.
  if (body !== undefined) {
    const fields = fieldsOf(body);
    const textFields = fields.filter(isText);
    const numberFields = fields.filter(isNumber);
    const onField = (label: string, candidates: readonly Field[], replacement: unknown) => {
      const field = pick(candidates.length ? candidates : fields);
      if (field)
        add(`body.${pathLabel(field.path)}: ${label}`, {
          payload: encode(withField(body, field.path, replacement)),
        });
    };
    // JSON text, sent as JSON whatever the operation takes.
    const asJson = (label: string, payload: string) => add(label, { payload, contentType: JSON_TYPE });
    const text = serialise(body);
    asJson('body: invalid JSON (truncated)', text.slice(0, Math.max(1, text.length - 1)));
    asJson('body: invalid JSON (single quotes, NaN)', "{'field': NaN}");
    add('body: empty', { payload: '' });
    asJson('body: JSON null', 'null');
    asJson('body: an array', serialise([body]));
    asJson('body: deeply nested arrays', `${'['.repeat(10_000)}${']'.repeat(10_000)}`);
    add('body: every field missing', { payload: encode({}) });
    const required = resolve(bodySchema ?? {}, components).required ?? [];
    const missing = pick(required);
    if (missing) add(`body.${missing}: missing`, { payload: encode(withField(body, [missing], undefined)) });
    const objects = fields.filter(
      (field) => field.value !== null && typeof field.value === 'object' && !Array.isArray(field.value),
    );
    const extraAt = pick([{ path: [] as Path, value: body }, ...objects]) as Field;
    add(`body${extraAt.path.length ? `.${pathLabel(extraAt.path)}` : ''}: extra field`, {
      payload: encode(withField(body, [...extraAt.path, 'unexpectedField'], 'surprise')),
    });
    if (bodyType === FORM_TYPE) {
      const fields = encode(body);
      add('body: __proto__ key', { payload: `__proto__=x&__proto__[polluted]=true&${fields}` });
      add('body: constructor.prototype key', {
        payload: `constructor[prototype][polluted]=true&${fields}`,
      });
    } else {
      const inner = text.startsWith('{') && text.length > 2 ? `,${text.slice(1)}` : '}';
      add('body: __proto__ key', { payload: `{"__proto__":{"polluted":true}${inner}` });
      add('body: constructor.prototype key', {
        payload: `{"constructor":{"prototype":{"polluted":true}}${inner}`,
      });
    }
    const wrongType = pick(fields);
    if (wrongType) {
      add(`body.${pathLabel(wrongType.path)}: wrong type`, {
        payload: encode(withField(body, wrongType.path, wrongTypeFor(wrongType.value))),
      });
    }
    onField('null', fields, null);
    onField('huge string', textFields, hugeText);
    onField('huge unicode string', textFields, hugeUnicode);
    onField('unicode string', textFields, UNICODE_MIX);
    onField('NUL character', textFields, NUL_TEXT);
    onField('negative number', numberFields, -1);
    onField('huge number (beyond double)', numberFields, raw(RAW_NUMBER_BEYOND_DOUBLE));
    onField('huge number (2^53 + 1)', numberFields, raw('9007199254740993'));
    onField('fractional number', numberFields, 1.5);
    const arrayField = pick(fields.filter((field) => Array.isArray(field.value)));
    if (arrayField) {
      const item = JSON.stringify((arrayField.value as unknown[])[0] ?? 0);
      const count = Math.floor((target.bodyLimitBytes * 0.6) / (item.length + 1));
      add(`body.${pathLabel(arrayField.path)}: huge array`, {
        payload: encode(
          withField(
            body,
            arrayField.path,
            Array.from({ length: count }, () => JSON.parse(item)),
          ),
        ),
      });
    }
    add('body: sent as text/plain', { contentType: 'text/plain' });
    if (bodyType === FORM_TYPE) asJson('body: sent as JSON', text);
    else add('body: sent as a form', { contentType: FORM_TYPE, payload: 'field=value&__proto__=x' });
    add('body: sent as multipart', {
      contentType: 'multipart/form-data; boundary=fuzz',
      payload: '--fuzz\r\nContent-Disposition: form-data; name="field"\r\n\r\nvalue\r\n--fuzz--\r\n',
    });
  } else {
    add('body: a JSON body where none is expected', { payload: '{"unexpected":true}' });
  }
  add('header content-type: huge', { contentType: `application/${'x'.repeat(5_000)}`, payload: '{}' });
  add('body: oversized', { payload: encode({ padding: 'x'.repeat(target.bodyLimitBytes) }) });

  // Headers: the QA session settings, huge and in unicode; a garbled bearer token.
  const qaHeadersOf = (value: string) => Object.fromEntries(target.qaHeaders.map((name) => [name, value]));
  add('headers x-qa-*: huge strings', { headers: qaHeadersOf('x'.repeat(8_000)) });
  add('headers x-qa-*: unicode strings', {
    headers: qaHeadersOf(asHeaderBytes(UNICODE_MIX.replace('\ud800', ''))),
  });
  if (operation.security?.length) {
    add('header authorization: garbled bearer token', {
      headers: { authorization: `Bearer ${asHeaderBytes('名前😀')}${'x'.repeat(4_000)}.__proto__.` },
    });
  }

  if (requests.length <= MAX_REQUESTS_PER_OPERATION) return requests;
  const kept = new Set<MalformedRequest>([requests[0] as MalformedRequest]);
  while (kept.size < MAX_REQUESTS_PER_OPERATION) kept.add(pick(requests) as MalformedRequest);
  return requests.filter((request) => kept.has(request));
}
