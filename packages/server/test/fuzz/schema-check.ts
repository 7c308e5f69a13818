/**
 * Whether a value satisfies a schema of the subset openapi-arbitraries.ts reads, so the
 * fuzzer knows when a mutated request is certainly invalid (and must get a 400 naming the
 * field). Lengths count code points and patterns use the `u` flag, as Ajv does.
 */
import {
  resolved,
  type FieldPath,
  type JsonSchema,
  type OpenApiDocument,
} from './openapi-arbitraries';

export function accepts(doc: OpenApiDocument, raw: JsonSchema, value: unknown): boolean {
  const schema = resolved(doc, raw);
  if (value === null && schema.nullable) return true;
  if (schema.const !== undefined && value !== schema.const) return false;
  if (schema.enum && !schema.enum.includes(value)) return false;
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches && !branches.some((b) => accepts(doc, b, value))) return false;
  const types = schema.type === undefined ? [] : [schema.type].flat();
  if (types.length > 0 && !types.some((t) => hasType(t, value))) return false;
  if (typeof value === 'string') return stringFits(schema, value);
  if (typeof value === 'number') return numberFits(schema, value);
  if (Array.isArray(value)) {
    if (value.length < (schema.minItems ?? 0)) return false;
    if (value.length > (schema.maxItems ?? Number.POSITIVE_INFINITY)) return false;
    return !schema.items || value.every((item) => accepts(doc, schema.items!, item));
  }
  if (typeof value === 'object' && value !== null) return objectFits(doc, schema, value);
  return true;
}

function hasType(type: string, value: unknown): boolean {
  switch (type) {
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    case 'null':
      return value === null;
    default:
      return typeof value === type;
  }
}

function stringFits(schema: JsonSchema, value: string) {
  const length = [...value].length;
  if (length < (schema.minLength ?? 0)) return false;
  if (length > (schema.maxLength ?? Number.POSITIVE_INFINITY)) return false;
  return !schema.pattern || new RegExp(schema.pattern, 'u').test(value);
}

function numberFits(schema: JsonSchema, value: number) {
  if (schema.minimum !== undefined && value < schema.minimum) return false;
  if (schema.maximum !== undefined && value > schema.maximum) return false;
  if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) return false;
  return schema.exclusiveMaximum === undefined || value < schema.exclusiveMaximum;
}

function objectFits(doc: OpenApiDocument, schema: JsonSchema, value: object) {
  const record = value as Record<string, unknown>;
  if ((schema.required ?? []).some((key) => !Object.hasOwn(record, key))) return false;
  return Object.entries(record).every(([key, v]) => {
    const own = schema.properties?.[key];
    if (own) return accepts(doc, own, v);
    const extra = schema.additionalProperties;
    return extra === undefined || extra === true || (extra !== false && accepts(doc, extra, v));
  });
}

/** The error handler's spelling of a field path: ["fetch", "ids", 3] → "fetch.ids[3]". */
export function fieldName(path: FieldPath, root = 'body'): string {
  if (path.length === 0) return root;
  return path.map((p, i) => (/^\d+$/.test(String(p)) ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');
}
