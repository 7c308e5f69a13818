/**
 * Shared component schemas: the request and answer schemas of @vitrine/contracts, named by
 * their export names (`ModelsSearchAnswer`, `ApiError`), go to components.schemas, and every
 * place of the document that holds one of them refers to it instead of repeating it, so a
 * generated client has one named type per contract schema.
 *
 * The routes keep their schemas as they are (validation and serialisation are untouched):
 * the named schemas are given to @fastify/swagger as components, which converts them to
 * OpenAPI 3.0 the same way as the routes' schemas, and the finished document is then walked
 * once: a schema equal to a component (same JSON) becomes a $ref to it. Components that no
 * operation reaches are left out.
 */
import * as contracts from '@vitrine/contracts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const PREFIX = '#/components/schemas/';

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A contract worth a name: an object with properties, or a union of two or more schemas. */
function worthAName(value: unknown): value is JsonObject {
  if (!isObject(value)) return false;
  if (value.type === 'object')
    return isObject(value.properties) && Object.keys(value.properties).length > 0;
  return Array.isArray(value.anyOf) && value.anyOf.length > 1;
}

/** The contracts' schemas by export name; of two equal ones the first name is kept. */
export function contractSchemas(): Record<string, JsonObject> {
  const named: Record<string, JsonObject> = {};
  const seen = new Set<string>();
  for (const [name, value] of Object.entries(contracts)) {
    if (!/^[A-Z][A-Za-z0-9]*$/.test(name) || !worthAName(value)) continue;
    const key = JSON.stringify(value);
    if (seen.has(key)) continue;
    seen.add(key);
    named[name] = value;
  }
  return named;
}

/** A node's JSON with sorted keys, for every object and array under it (memoised). */
function keyer() {
  const keys = new WeakMap<object, string>();
  const keyOf = (node: Json): string => {
    if (!node || typeof node !== 'object') return JSON.stringify(node);
    const known = keys.get(node);
    if (known !== undefined) return known;
    const key = Array.isArray(node)
      ? `[${node.map(keyOf).join(',')}]`
      : `{${Object.keys(node)
          .sort()
          .map((name) => `${JSON.stringify(name)}:${keyOf(node[name]!)}`)
          .join(',')}}`;
    keys.set(node, key);
    return key;
  };
  return keyOf;
}

/**
 * Replaces, in the finished document, every copy of a component schema by a $ref to it, and
 * drops the components nothing refers to. Changes and answers the same object.
 */
export function referComponents<T extends object>(document: T): T {
  const doc = document as unknown as JsonObject;
  const components = (doc.components ?? {}) as JsonObject;
  const schemas = (components.schemas ?? {}) as Record<string, JsonObject>;
  const keyOf = keyer();
  const byKey = new Map<string, string>();
  for (const [name, schema] of Object.entries(schemas)) {
    const key = keyOf(schema);
    if (!byKey.has(key)) byKey.set(key, name);
  }

  const refer = (node: Json, self?: string): Json => {
    if (!node || typeof node !== 'object') return node;
    if (Array.isArray(node)) return node.map((item) => refer(item));
    const name = byKey.get(keyOf(node));
    if (name && name !== self) return { $ref: PREFIX + name };
    const copy: JsonObject = {};
    for (const [key, value] of Object.entries(node)) copy[key] = refer(value);
    return copy;
  };
  const paths = refer(doc.paths ?? {});
  const referred = Object.fromEntries(
    Object.entries(schemas).map(([name, schema]) => [name, refer(schema, name)]),
  );

  // Only the components an operation reaches, directly or through other components.
  const used = new Set<string>();
  const visit = (node: Json) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    const ref = node.$ref;
    if (typeof ref === 'string' && ref.startsWith(PREFIX)) {
      const name = ref.slice(PREFIX.length);
      if (!used.has(name)) {
        used.add(name);
        visit(referred[name] ?? null);
      }
    }
    Object.values(node).forEach(visit);
  };
  visit(paths);
  doc.paths = paths;
  components.schemas = Object.fromEntries(
    Object.keys(referred)
      .filter((name) => used.has(name))
      .sort()
      .map((name) => [name, referred[name]!]),
  );
  return document;
}
