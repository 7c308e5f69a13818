/**
 * Valid values for the JSON Schema subset TypeBox emits (and @fastify/swagger passes into the
 * OpenAPI document), as fast-check arbitraries, plus the operations of an OpenAPI document.
 * Field hints let a test put real ids and real files where the schema only says "string".
 */
import fc from 'fast-check';

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
}

export type FieldPath = Array<string | number>;

/**
 * An arbitrary for a field by its path (real ids, data: URIs), or undefined for the schema's
 * own; `fallback` makes the schema's own, to mix in.
 */
export type Hint = (
  path: FieldPath,
  schema: JsonSchema,
  fallback: () => fc.Arbitrary<unknown>,
) => fc.Arbitrary<unknown> | undefined;

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface OpenApiParameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

export interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  consumes?: string[];
}

export interface Operation {
  /** 'POST /api/dataport/v1/list', the path as the document spells it. */
  name: string;
  method: string;
  path: string;
  params: OpenApiParameter[];
  body?: JsonSchema;
}

/** Every operation of the document, in document order. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      name: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      params: op.parameters ?? [],
      body: op.requestBody?.content['application/json']?.schema,
    })),
  );
}

/** Resolves `$ref` (into components) and merges `allOf` into one schema. */
export function resolved(doc: OpenApiDocument, schema: JsonSchema): JsonSchema {
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    const target = doc.components?.schemas?.[name];
    if (!target) throw new Error(`Unresolvable $ref ${schema.$ref}`);
    return resolved(doc, target);
  }
  if (!schema.allOf) return schema;
  const parts = schema.allOf.map((s) => resolved(doc, s));
  return parts.reduce<JsonSchema>(
    (all, part) => ({
      ...all,
      ...part,
      properties: { ...all.properties, ...part.properties },
      required: [...(all.required ?? []), ...(part.required ?? [])],
    }),
    { ...schema, allOf: undefined },
  );
}

/** The JSON types a schema accepts ('integer' implies 'number' values that are whole). */
export function typesOf(doc: OpenApiDocument, raw: JsonSchema): Set<string> {
  const schema = resolved(doc, raw);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return new Set(branches.flatMap((b) => [...typesOf(doc, b)]));
  const types = new Set<string>();
  if (schema.nullable) types.add('null');
  const values = schema.enum ?? (schema.const !== undefined ? [schema.const] : undefined);
  if (values) {
    for (const v of values) types.add(jsonType(v));
    return types;
  }
  const declared = schema.type === undefined ? [] : [schema.type].flat();
  if (declared.length === 0) return new Set(['any']);
  for (const t of declared) types.add(t);
  return types;
}

export function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** Some plain words, so strings sometimes match what the catalogue holds. */
const WORDS = ['chair', 'Aalto', 'oak', 'Stuhl', 'table', 'en', 'de', '', 'main', 'cad', 'zz'];

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 40));
  const fits = (s: string) =>
    s.length >= minLength && s.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY);
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  if (schema.format === 'date-time')
    return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === 'uri') return fc.webUrl();
  if (schema.format === 'email') return fc.emailAddress();
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ minLength, maxLength, unit: 'grapheme' }),
    fc.constantFrom(...WORDS).filter(fits),
  );
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const low =
    schema.minimum ?? (schema.exclusiveMinimum ?? Number.NEGATIVE_INFINITY) + (integer ? 1 : 0);
  const high =
    schema.maximum ?? (schema.exclusiveMaximum ?? Number.POSITIVE_INFINITY) - (integer ? 1 : 0);
  if (integer) {
    return fc.integer({ min: Math.max(low, -(2 ** 31)), max: Math.min(high, 2 ** 31) });
  }
  return fc.double({
    min: Math.max(low, -1e12),
    max: Math.min(high, 1e12),
    noNaN: true,
    noDefaultInfinity: true,
  });
}

/** Makes valid values of a document's schemas; `hint` overrides fields it knows better. */
export function schemaArbitraries(doc: OpenApiDocument, hint: Hint) {
  function valid(raw: JsonSchema, path: FieldPath = []): fc.Arbitrary<unknown> {
    const schema = resolved(doc, raw);
    return hint(path, schema, () => own(schema, path)) ?? own(schema, path);
  }

  function own(schema: JsonSchema, path: FieldPath): fc.Arbitrary<unknown> {
    if (schema.const !== undefined) return fc.constant(schema.const);
    if (schema.enum) return fc.constantFrom(...schema.enum);
    const branches = schema.anyOf ?? schema.oneOf;
    if (branches) return fc.oneof(...branches.map((b) => valid(b, path)));
    const base = byType(schema, path);
    return schema.nullable ? fc.option(base, { nil: null }) : base;
  }

  function byType(schema: JsonSchema, path: FieldPath): fc.Arbitrary<unknown> {
    const types = schema.type === undefined ? [] : [schema.type].flat();
    if (types.length > 1)
      return fc.oneof(...types.map((type) => byType({ ...schema, type }, path)));
    switch (types[0]) {
      case 'string':
        return stringArbitrary(schema);
      case 'integer':
        return numberArbitrary(schema, true);
      case 'number':
        return numberArbitrary(schema, false);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return fc.array(valid(schema.items ?? {}, [...path, 0]), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.min(schema.maxItems ?? 5, Math.max(5, schema.minItems ?? 0)),
        });
      case 'object':
        return objectArbitrary(schema, path);
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  }

  function objectArbitrary(schema: JsonSchema, path: FieldPath): fc.Arbitrary<unknown> {
    const properties = schema.properties ?? {};
    const shape = Object.fromEntries(
      Object.entries(properties).map(([key, s]) => [key, valid(s, [...path, key])]),
    );
    const declared = fc.record(shape, { requiredKeys: schema.required ?? [] });
    const extra = schema.additionalProperties;
    if (typeof extra !== 'object') return declared;
    const key = fc
      .string({ minLength: 1, maxLength: 12 })
      .filter((k) => !(k in properties) && k !== '__proto__');
    return fc
      .tuple(declared, fc.dictionary(key, valid(extra, [...path, '*']), { maxKeys: 3 }))
      .map(([own, more]) => ({ ...more, ...own }));
  }

  return { valid };
}
