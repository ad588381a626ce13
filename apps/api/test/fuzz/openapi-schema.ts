/**
 * The part of OpenAPI 3.0 that the fuzz reads, and a valid example value for a schema: the
 * generator starts from a request the server would accept, so each malformed request is wrong in
 * one way only and gets past every other check to the code it aims at.
 */

export interface JsonSchema {
  readonly $ref?: string;
  readonly type?: 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean' | 'null';
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly items?: JsonSchema;
  readonly minItems?: number;
  readonly enum?: readonly unknown[];
  readonly default?: unknown;
  readonly minimum?: number;
  readonly maximum?: number;
  /** OpenAPI 3.0: a flag on `minimum`. */
  readonly exclusiveMinimum?: boolean;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly format?: string;
  readonly nullable?: boolean;
  readonly allOf?: readonly JsonSchema[];
  readonly oneOf?: readonly JsonSchema[];
  readonly anyOf?: readonly JsonSchema[];
}

export interface OpenApiParameter {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header' | 'cookie';
  readonly required?: boolean;
  readonly schema: JsonSchema;
}

export interface OpenApiOperation {
  readonly operationId?: string;
  readonly parameters?: readonly OpenApiParameter[];
  readonly requestBody?: { readonly content: Readonly<Record<string, { readonly schema: JsonSchema }>> };
  readonly security?: readonly Readonly<Record<string, readonly string[]>>[];
}

export interface OpenApiDocument {
  readonly paths: Readonly<Record<string, Readonly<Record<string, OpenApiOperation>>>>;
  readonly components?: { readonly schemas?: Readonly<Record<string, JsonSchema>> };
}

export type Components = Readonly<Record<string, JsonSchema>>;

/** `$ref` followed, `allOf` merged (later members refine earlier ones: the date pattern wins). */
export function resolve(schema: JsonSchema, components: Components): JsonSchema {
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    const target = components[name];
    if (!target) throw new Error(`Unknown schema ${schema.$ref}`);
    return resolve(target, components);
  }
  if (schema.allOf) {
    const { allOf, ...rest } = schema;
    return allOf.reduce<JsonSchema>((merged, part) => ({ ...merged, ...resolve(part, components) }), rest);
  }
  return schema;
}

/** A version-4 UUID, as the contract's uuid pattern wants. */
const EXAMPLE_UUID = '3f1c9b2e-7a4d-4c1e-9b2a-5d6e7f8a9b0c';

function exampleString(schema: JsonSchema, name: string): string {
  if (schema.format === 'uuid') return EXAMPLE_UUID;
  if (schema.pattern?.includes('\\d{4}-\\d{2}-\\d{2}')) return '2030-01-15';
  const lower = name.toLowerCase();
  const text = lower.includes('email')
    ? 'fuzz.shopper@example.in'
    : lower.includes('password')
      ? 'Lotus#Pond7'
      : 'fuzz';
  const long = text.padEnd(schema.minLength ?? 0, 'x');
  return schema.maxLength === undefined ? long : long.slice(0, schema.maxLength);
}

function exampleNumber(schema: JsonSchema): number {
  if (typeof schema.default === 'number') return schema.default;
  if (schema.minimum === undefined) return 1;
  return schema.exclusiveMinimum ? schema.minimum + 1 : schema.minimum;
}

/**
 * A value `schema` accepts, with `known` values for fields of those names (the fuzzing user's own
 * id, say). Every optional property is filled too, so each one can be made wrong in turn.
 */
export function exampleOf(
  input: JsonSchema,
  components: Components,
  known: Readonly<Record<string, unknown>>,
  name = '',
): unknown {
  const schema = resolve(input, components);
  if (name in known) return known[name];
  if (schema.enum?.length) return schema.enum[0];
  const first = schema.oneOf?.[0] ?? schema.anyOf?.[0];
  if (first) return exampleOf(first, components, known, name);
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, child]) => [
          key,
          exampleOf(child, components, known, key),
        ]),
      );
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
        exampleOf(schema.items ?? {}, components, known, name),
      );
    case 'integer':
    case 'number':
      return exampleNumber(schema);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return exampleString(schema, name);
  }
}
