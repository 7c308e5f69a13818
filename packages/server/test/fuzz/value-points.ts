/**
 * The places of a valid value, each with the schema that describes it, and copies of the
 * value changed in one place: what body-mutations.ts breaks.
 */
import {
  resolved,
  type FieldPath,
  type JsonSchema,
  type OpenApiDocument,
} from './openapi-arbitraries';
import { accepts } from './schema-check';

export interface Point {
  path: FieldPath;
  schema: JsonSchema;
  value: unknown;
  /** Path length of the outermost anyOf/oneOf above (or at) this point: Ajv reports those
   * errors for the union as a whole, so the field may be any path from there down. */
  unionAt?: number;
}

/** Every place in a valid value, with the schema that describes it. */
export function pointsOf(
  doc: OpenApiDocument,
  raw: JsonSchema,
  value: unknown,
  path: FieldPath = [],
  unionAt?: number,
): Point[] {
  const schema = resolved(doc, raw);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const branch = branches.find((b) => accepts(doc, b, value));
    const inner = branch ? pointsOf(doc, branch, value, path, unionAt ?? path.length) : [];
    return [{ path, schema, value, unionAt: unionAt ?? path.length }, ...inner.slice(1)];
  }
  const here: Point = { path, schema, value, unionAt };
  if (Array.isArray(value)) {
    return [
      here,
      ...value.flatMap((item, i) => pointsOf(doc, schema.items ?? {}, item, [...path, i], unionAt)),
    ];
  }
  if (typeof value === 'object' && value !== null) {
    const children = Object.entries(value).flatMap(([key, v]) => {
      const own = schema.properties?.[key];
      const extra =
        typeof schema.additionalProperties === 'object' ? schema.additionalProperties : {};
      return pointsOf(doc, own ?? extra, v, [...path, key], unionAt);
    });
    return [here, ...children];
  }
  return [here];
}

/** A copy of `root` with `change` applied where `path` ends (to its parent and last key). */
export function setAt(
  root: unknown,
  path: FieldPath,
  change: (parent: Record<string | number, unknown>, key: string | number) => void,
) {
  const copy = structuredClone(root);
  if (path.length === 0) throw new Error('setAt needs a path');
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  change(parent, path[path.length - 1]!);
  return copy;
}

/** A copy of `root` with the value at `path` replaced (the whole value for the empty path). */
export const replaceAt = (root: unknown, path: FieldPath, value: unknown) =>
  path.length === 0 ? value : setAt(root, path, (parent, key) => (parent[key] = value));
