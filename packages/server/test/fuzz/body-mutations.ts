/**
 * JSON bodies for one operation: valid ones, and valid ones broken in one place (a required
 * field missing, an unknown field, a wrong type, a huge number, a NUL or lone surrogate, a very
 * long string, deep nesting) or as a whole (empty, not JSON, a wrong content type). When the
 * broken body is certainly invalid, the case says which 400 it must get.
 */
import fc from 'fast-check';
import type { Expectation } from './checks';
import { jsonType, typesOf, type JsonSchema, type OpenApiDocument } from './openapi-arbitraries';
import { accepts, fieldName } from './schema-check';
import { pointsOf, replaceAt, setAt, type Point } from './value-points';

export interface BodyCase {
  inputClass: string;
  /** The body as the server will parse it (for checking the `field` of a 400). */
  body: unknown;
  /** The bytes sent. */
  payload: string;
  /** undefined: application/json; null: no Content-Type header. */
  contentType?: string | null;
  expect?: Expectation;
}

const WRONG_TYPES: unknown[] = [0, 1.5, 'x', true, null, [], {}, [1, 'a'], { a: 1 }];
const HUGE_NUMBERS: unknown[] = [
  1e20,
  -1,
  -1e20,
  1.5,
  2 ** 53 + 2,
  1e308,
  'NaN',
  '1e20',
  'Infinity',
];
const UNKNOWN_KEYS = ['foo', 'zz_unknown', 'Ids', 'constructor', 'toString', 'a.b', 'x/y', ''];
const NON_JSON = ['{', '{"a":', "{'a':1}", '[1,2', '{"a":1}}', 'nul', '\u0000', 'NaN', '{"a":1,}'];
const NOT_OBJECTS = ['[]', '"x"', '1', 'null', 'true'];
/** Over the 1 MB body limit (load takes more: there it is a 400). */
const OVERSIZE = JSON.stringify({ x: 'x'.repeat(1_100_000) });
const WRONG_TYPES_OF_BODY = [
  'text/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'application/octet-stream',
  'image/png',
];

type Kind = (value: unknown) => fc.Arbitrary<BodyCase> | undefined;

export function bodyCases(
  doc: OpenApiDocument,
  schema: JsonSchema,
  valid: fc.Arbitrary<unknown>,
): fc.Arbitrary<BodyCase> {
  /** A case from a mutated value: strict when the value is certainly invalid. */
  function mutated(
    inputClass: string,
    value: unknown,
    point: Point,
    at = point.path,
    payload?: string,
  ): BodyCase {
    const body: BodyCase = { inputClass, body: value, payload: payload ?? JSON.stringify(value) };
    if (accepts(doc, schema, value)) return body;
    if (at.length === 0) return { ...body, expect: { statuses: [400], fields: ['body'] } };
    // Inside a union the validator may blame the union itself or any field on the way down.
    const from = Math.max(point.unionAt ?? at.length, 1);
    const fields = Array.from({ length: at.length - from + 1 }, (_, i) =>
      fieldName(at.slice(0, from + i)),
    );
    const code = point.unionAt === undefined ? CODES[inputClass] : undefined;
    return { ...body, expect: { statuses: [400], fields, ...(code ? { codes: [code] } : {}) } };
  }

  let memo: { value: unknown; points: Point[] } | undefined;
  /** A place in the value where `keep` holds, or undefined when there is none. */
  function at(value: unknown, keep: (p: Point) => boolean) {
    if (!memo || memo.value !== value) memo = { value, points: pointsOf(doc, schema, value) };
    const points = memo.points.filter(keep);
    return points.length ? fc.constantFrom(...points) : undefined;
  }
  const wrongTypes = (s: JsonSchema) => {
    const types = typesOf(doc, s);
    if (types.has('any')) return [];
    return WRONG_TYPES.filter((w) => {
      const type = jsonType(w);
      return !types.has(type) && !(type === 'integer' && types.has('number'));
    });
  };
  const strings =
    (insert: (s: string, i: number) => string, inputClass: string): Kind =>
    (value) =>
      at(value, (p) => typeof p.value === 'string')?.chain((p) =>
        fc
          .nat({ max: (p.value as string).length })
          .map((i) =>
            mutated(inputClass, replaceAt(value, p.path, insert(p.value as string, i)), p),
          ),
      );
  const raw = (
    inputClass: string,
    payload: string,
    expect: Expectation,
    contentType?: string | null,
  ): BodyCase => ({
    inputClass,
    body: inputClass === 'proto-key' ? JSON.parse(payload) : undefined,
    payload,
    expect,
    ...(contentType === undefined ? {} : { contentType }),
  });

  const kinds: Array<[number, Kind]> = [
    [
      30,
      (value) => fc.constant({ inputClass: 'valid', body: value, payload: JSON.stringify(value) }),
    ],
    [
      8,
      (value) =>
        at(value, (p) => isObject(p.value) && (p.schema.required ?? []).length > 0)?.chain((p) =>
          fc.constantFrom(...p.schema.required!).map((key) =>
            mutated(
              'missing-required',
              setAt(value, [...p.path, key], (o, k) => delete o[k]),
              p,
              [...p.path, key],
            ),
          ),
        ),
    ],
    [
      8,
      (value) =>
        at(value, (p) => isObject(p.value) && p.schema.additionalProperties === false)?.chain((p) =>
          fc
            .tuple(fc.constantFrom(...UNKNOWN_KEYS), fc.jsonValue({ maxDepth: 1 }))
            .map(([key, v]) =>
              mutated(
                'unknown-field',
                setAt(value, [...p.path, key], (o, k) => (o[k] = v)),
                p,
                [...p.path, key],
              ),
            ),
        ),
    ],
    [
      10,
      (value) =>
        at(value, (p) => wrongTypes(p.schema).length > 0)?.chain((p) =>
          fc
            .constantFrom(...wrongTypes(p.schema))
            .map((w) => mutated('wrong-type', replaceAt(value, p.path, w), p)),
        ),
    ],
    [
      6,
      (value) =>
        at(value, (p) => typeof p.value === 'number')?.chain((p) =>
          fc
            .constantFrom(...HUGE_NUMBERS)
            .map((n) => mutated('huge-number', replaceAt(value, p.path, n), p)),
        ),
    ],
    [6, strings((s, i) => `${s.slice(0, i)}\u0000${s.slice(i)}`, 'nul')],
    [
      5,
      strings(
        (s, i) => `${s.slice(0, i)}${i % 2 ? '\ud800' : '\udc00x\ud800'}${s.slice(i)}`,
        'surrogate',
      ),
    ],
    [
      4,
      (value) =>
        at(value, (p) => typeof p.value === 'string')?.chain((p) =>
          fc
            .constantFrom(300, 5_000, 60_000)
            .map((n) => mutated('long-string', replaceAt(value, p.path, 'é'.repeat(n)), p)),
        ),
    ],
    [
      3,
      (value) =>
        at(value, () => true)?.chain((p) =>
          fc.tuple(fc.constantFrom(64, 2_000, 20_000), fc.boolean()).map(([depth, arrays]) => {
            const [open, close] = arrays ? ['[', ']'] : ['{"a":', '}'];
            const nested = `${open.repeat(depth)}${arrays ? '' : '1'}${close.repeat(depth)}`;
            const payload = JSON.stringify(replaceAt(value, p.path, MARKER)).replace(
              JSON.stringify(MARKER),
              nested,
            );
            const c = mutated(
              'deep-nesting',
              replaceAt(value, p.path, arrays ? [[[]]] : { a: { a: {} } }),
              p,
              p.path,
              payload,
            );
            // Which field is blamed depends on the schema (a wrong type, an unknown "a", a required
            // field of the object replaced): only that the answer is a 400 naming a field is sure.
            return c.expect ? { ...c, expect: { statuses: [400] } } : c;
          }),
        ),
    ],
    [
      2,
      () =>
        fc.constantFrom(
          raw('empty-body', '', BODY_MISSING),
          raw('empty-body', '', BODY_MISSING, null),
        ),
    ],
    [
      4,
      () =>
        fc
          .constantFrom(...NON_JSON, ...NOT_OBJECTS)
          .map((payload) => raw('non-json', payload, BODY_MISSING)),
    ],
    [
      3,
      (value) =>
        fc.constantFrom(...WRONG_TYPES_OF_BODY, 'text/plain').map((contentType) =>
          // text/plain is parsed as a string (Fastify's default): a body that is not an object.
          raw(
            'wrong-content-type',
            JSON.stringify(value),
            { statuses: contentType === 'text/plain' ? [400] : [400, 415] },
            contentType,
          ),
        ),
    ],
    [
      2,
      () =>
        fc
          .constantFrom(...PROTO_KEYS)
          .map((payload) => raw('proto-key', payload, { statuses: [400] })),
    ],
    [1, () => fc.constant(raw('oversize-body', OVERSIZE, { statuses: [400, 413] }))],
  ];
  const kind = fc.oneof(
    ...kinds.map(([weight, make]) => ({ weight, arbitrary: fc.constant(make) })),
  );
  // A kind with no place to break in this value (no string, no number) sends it valid.
  return fc.tuple(valid, kind).chain(([value, make]) => make(value) ?? kinds[0]![1](value)!);
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Stands for the deeply nested value until the payload is written. */
const MARKER = '\u0001deep\u0001';
const BODY_MISSING: Expectation = { statuses: [400], fields: ['body'] };
const PROTO_KEYS = ['{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}'];

/** The error code a certainly invalid mutation must get (outside unions). */
const CODES: Record<string, string> = {
  'missing-required': '_400_required_field',
  'unknown-field': '_400_unknown_field',
};
