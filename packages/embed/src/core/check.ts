/**
 * A validator for the JSON Schema subset the host-message schemas use (TypeBox builds plain
 * JSON Schema objects). Ours instead of TypeBox's checker, which adds ~25 KB gzip to every
 * host's bundle for keywords these messages never use; check.test.ts holds it to the same
 * answers as TypeBox's Value.Check and fails if a schema uses a keyword it does not know.
 */
/** A schema object; TypeBox's typed schemas are plain JSON Schema at run time. */
export type JsonSchema = object;
type Keywords = Readonly<Record<string, unknown>>;

/** The keywords `findError` understands; anything else in a schema is an annotation. */
export const CHECKED_KEYWORDS = [
  'type',
  'const',
  'enum',
  'anyOf',
  'properties',
  'required',
  'additionalProperties',
  'patternProperties',
  'items',
  'minItems',
  'maxItems',
  'minLength',
  'maxLength',
  'pattern',
  'minimum',
  'maximum',
] as const;

const patterns = new Map<string, RegExp>();
const regex = (source: string) => {
  let compiled = patterns.get(source);
  if (!compiled) patterns.set(source, (compiled = new RegExp(source, 'u')));
  return compiled;
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function typeError(type: unknown, value: unknown): boolean {
  switch (type) {
    case 'object':
      return !isObject(value);
    case 'array':
      return !Array.isArray(value);
    case 'string':
      return typeof value !== 'string';
    case 'number':
      return typeof value !== 'number' || !Number.isFinite(value);
    case 'integer':
      return !Number.isInteger(value);
    case 'boolean':
      return typeof value !== 'boolean';
    case 'null':
      return value !== null;
    default:
      return false;
  }
}

/** The first place where `value` breaks `schema`, as `path: reason`; undefined when it fits. */
export function findError(jsonSchema: JsonSchema, value: unknown, path = ''): string | undefined {
  const schema = jsonSchema as Keywords;
  const at = (reason: string) => `${path || '(root)'}: ${reason}`;
  if (schema.type !== undefined && typeError(schema.type, value)) {
    return at(`expected ${JSON.stringify(schema.type)}`);
  }
  if ('const' in schema && value !== schema.const)
    return at(`expected ${JSON.stringify(schema.const)}`);
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) return at('not an allowed value');
  if (Array.isArray(schema.anyOf)) {
    const fits = (schema.anyOf as JsonSchema[]).some((s) => !findError(s, value, path));
    if (!fits) return at('matches none of the allowed shapes');
  }
  if (typeof value === 'string') return stringError(schema, value, at);
  if (typeof value === 'number') {
    if (typeof schema.minimum === 'number' && value < schema.minimum) return at('too small');
    if (typeof schema.maximum === 'number' && value > schema.maximum) return at('too large');
  }
  if (Array.isArray(value)) return arrayError(schema, value, path, at);
  if (isObject(value)) return objectError(schema, value, path, at);
  return undefined;
}

function stringError(schema: Keywords, value: string, at: (r: string) => string) {
  const length = [...value].length;
  if (typeof schema.minLength === 'number' && length < schema.minLength) return at('too short');
  if (typeof schema.maxLength === 'number' && length > schema.maxLength) return at('too long');
  if (typeof schema.pattern === 'string' && !regex(schema.pattern).test(value)) {
    return at(`does not match ${schema.pattern}`);
  }
  return undefined;
}

function arrayError(schema: Keywords, value: unknown[], path: string, at: (r: string) => string) {
  if (typeof schema.minItems === 'number' && value.length < schema.minItems)
    return at('too few items');
  if (typeof schema.maxItems === 'number' && value.length > schema.maxItems)
    return at('too many items');
  if (!isObject(schema.items)) return undefined;
  const items = schema.items;
  for (let i = 0; i < value.length; i++) {
    const error = findError(items, value[i], `${path}[${i}]`);
    if (error) return error;
  }
  return undefined;
}

function objectError(
  schema: Keywords,
  value: Record<string, unknown>,
  path: string,
  at: (r: string) => string,
) {
  const properties = (isObject(schema.properties) ? schema.properties : {}) as Record<
    string,
    JsonSchema
  >;
  const child = (key: string) => (path ? `${path}.${key}` : key);
  for (const key of (schema.required as string[] | undefined) ?? []) {
    if (!(key in value) || value[key] === undefined) return at(`${key} is required`);
  }
  const patternProperties = (schema.patternProperties ?? {}) as Record<string, JsonSchema>;
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined) continue;
    const own = properties[key];
    if (own) {
      const error = findError(own, item, child(key));
      if (error) return error;
      continue;
    }
    const patterned = Object.entries(patternProperties).find(([p]) => regex(p).test(key));
    if (patterned) {
      const error = findError(patterned[1], item, child(key));
      if (error) return error;
    } else if (schema.additionalProperties === false) {
      return at(`unknown field ${key}`);
    }
  }
  return undefined;
}
