const SCHEMA_REF_PREFIX = '#/components/schemas/';

type Json = unknown;
interface OpenApiObject {
  components?: { schemas?: Record<string, Json> };
  [key: string]: Json;
}

/** The component names `$ref`ed anywhere inside `value`. */
function schemaRefsIn(value: Json, found: Set<string>): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) schemaRefsIn(item, found);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith(SCHEMA_REF_PREFIX)) {
        found.add(child.slice(SCHEMA_REF_PREFIX.length));
      } else {
        schemaRefsIn(child, found);
      }
    }
  }
  return found;
}

/**
 * The document with only the schema components some operation uses, directly or through another
 * component. fastify-type-provider-zod writes every registered schema twice, as read (`XInput`)
 * and as sent (`X`), whether a call uses it or not: without this, most schemas would be listed
 * twice and some (a reply's parts no call answers) once too often.
 */
export function withReferencedSchemasOnly<T extends OpenApiObject>(document: T): T {
  const schemas = document.components?.schemas;
  if (!schemas) return document;
  const { components, ...rest } = document;
  const used = schemaRefsIn(rest, new Set());
  const pending = [...used];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    for (const next of schemaRefsIn(schemas[name], new Set())) {
      if (!used.has(next)) {
        used.add(next);
        pending.push(next);
      }
    }
  }
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...document, components: { ...components, schemas: kept } };
}
