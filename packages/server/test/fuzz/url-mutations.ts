/**
 * Path parameters, query strings and headers for one operation: valid ones, and ones with an
 * unknown or missing parameter, a value out of its pattern, a repeated parameter, a NUL, an
 * invalid UTF-8 sequence, or a very long value.
 */
import fc from 'fast-check';
import type { Expectation } from './checks';
import type { OpenApiDocument, OpenApiParameter, Operation } from './openapi-arbitraries';
import { accepts } from './schema-check';

export interface UrlCase {
  inputClass: string;
  url: string;
  /** Parameters as the server decodes them (undefined where the decoding is not ours to say). */
  params: Record<string, string | undefined>;
  query: Record<string, unknown>;
  headers: Record<string, string>;
  expect?: Expectation;
}

type Values = Record<string, string>;

/** What a query value becomes once percent-decoded; raw escapes are kept as they are. */
interface RawValue {
  raw: string;
  decoded?: string;
}

const BAD_VALUES = [
  '1e20',
  '-1',
  'NaN',
  '0',
  '99999',
  '',
  ' 1',
  '1.5',
  'Infinity',
  '0x10',
  '٣',
  'pad,pad,pad',
  '__proto__',
];
const BAD_IDS = [
  '..',
  'a.b',
  'a b',
  '/',
  'x'.repeat(65),
  'x'.repeat(201),
  'x'.repeat(300),
  'é',
  '__proto__',
  'constructor',
  '1e20',
  '*',
];

const plain = (value: string): RawValue => ({ raw: encodeURIComponent(value), decoded: value });

export function urlCases(
  doc: OpenApiDocument,
  op: Operation,
  valid: (p: OpenApiParameter) => fc.Arbitrary<unknown>,
  mutate = true,
): fc.Arbitrary<UrlCase> {
  const pathParams = op.params.filter((p) => p.in === 'path');
  const queryParams = op.params.filter((p) => p.in === 'query');
  // Login and admission tokens are checked before anything else (a made-up one is a 401,
  // test/auth.*.test.ts): sending random ones would hide every check of the request itself.
  const headerParams = op.params.filter(
    (p) => p.in === 'header' && !/^x-authorization-/i.test(p.name),
  );
  // A path value of dots only ('.', '..', even as %2E) is a dot segment to every URL parser:
  // '/models/.' reaches the server as '/models/'. No client can send it, so none is made.
  const sendable = (p: OpenApiParameter) =>
    p.in === 'path'
      ? valid(p)
          .map(String)
          .filter((v) => !/^\.+$/.test(v))
      : valid(p).map(String);
  const strings = (params: OpenApiParameter[]) =>
    fc.record(Object.fromEntries(params.map((p) => [p.name, sendable(p)])), {
      requiredKeys: params.filter((p) => p.required).map((p) => p.name),
    }) as fc.Arbitrary<Values>;

  const build = (
    inputClass: string,
    params: Record<string, RawValue>,
    query: Array<[string, RawValue]>,
    headers: Values,
    expect?: Expectation,
  ): UrlCase => {
    const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name]!.raw);
    const search = query.map(([k, v]) => `${k}=${v.raw}`).join('&');
    const decodedQuery: Record<string, unknown> = {};
    for (const [k, v] of query) {
      const before = decodedQuery[k];
      decodedQuery[k] = before === undefined ? v.decoded : [before, v.decoded].flat();
    }
    return {
      inputClass,
      url: search ? `${path}?${search}` : path,
      params: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, v.decoded])),
      query: decodedQuery,
      headers,
      expect,
    };
  };

  /** 400 naming `name` when `value` certainly breaks the parameter's schema. */
  const strictFor = (
    param: OpenApiParameter,
    value: RawValue,
    code?: string,
  ): Expectation | undefined => {
    if (value.decoded === undefined || accepts(doc, param.schema, value.decoded)) return undefined;
    // "." and ".." are path steps: clients and the server resolve them before routing.
    if (param.in === 'path' && /^\.\.?$/.test(value.decoded)) return undefined;
    // Longer than any id: refused before routing (app.ts: maxParamLength).
    if (param.in === 'path' && value.raw.length > 256) return { statuses: [414] };
    return { statuses: [400], fields: [param.name], ...(code ? { codes: [code] } : {}) };
  };

  const base = fc.record({
    params: strings(pathParams),
    query: strings(queryParams),
    headers: strings(headerParams),
  });
  return base.chain(({ params, query, headers }) => {
    const rawParams = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, plain(v)]));
    const rawQuery = Object.entries(query).map(([k, v]): [string, RawValue] => [k, plain(v)]);
    const valid = build('valid', rawParams, rawQuery, headers);
    if (!mutate) return fc.constant(valid);
    const withQuery = (param: OpenApiParameter, value: RawValue, inputClass: string) => {
      const others = rawQuery.filter(([k]) => k !== param.name);
      return build(
        inputClass,
        rawParams,
        [...others, [param.name, value]],
        headers,
        strictFor(param, value),
      );
    };
    const badValue = fc.oneof(
      fc.constantFrom(...BAD_VALUES).map(plain),
      fc.string({ maxLength: 20, unit: 'grapheme' }).map(plain),
    );
    const cases: Array<[number, fc.Arbitrary<UrlCase> | undefined]> = [
      [20, fc.constant(valid)],
      // Every query schema of ours refuses unknown parameters; routes without one ignore them.
      [
        4,
        fc.constant(
          build(
            'unknown-field',
            rawParams,
            [...rawQuery, ['zz_unknown', plain('1')]],
            headers,
            queryParams.length
              ? { statuses: [400], fields: ['zz_unknown'], codes: ['_400_unknown_field'] }
              : undefined,
          ),
        ),
      ],
      [
        3,
        oneOf(queryParams.filter((p) => p.required))?.map((p) =>
          build(
            'missing-required',
            rawParams,
            rawQuery.filter(([k]) => k !== p.name),
            headers,
            { statuses: [400], fields: [p.name], codes: ['_400_required_field'] },
          ),
        ),
      ],
      [8, oneOf(queryParams)?.chain((p) => badValue.map((v) => withQuery(p, v, 'wrong-value')))],
      [
        3,
        oneOf(queryParams)?.map((p) =>
          build(
            'repeated-parameter',
            rawParams,
            [...rawQuery.filter(([k]) => k !== p.name), [p.name, plain('1')], [p.name, plain('2')]],
            headers,
            { statuses: [400], fields: [p.name] },
          ),
        ),
      ],
      [
        3,
        oneOf(queryParams)?.chain((p) =>
          fc
            .constantFrom<RawValue>(
              { raw: '%00', decoded: '\u0000' },
              { raw: `1%00`, decoded: '1\u0000' },
            )
            .map((v) => withQuery(p, v, 'nul')),
        ),
      ],
      [
        3,
        oneOf(queryParams)?.chain((p) =>
          fc
            .constantFrom<RawValue>({ raw: '%ED%A0%80' }, { raw: '%E0%A4%A' }, { raw: '%uD800' })
            .map((v) => withQuery(p, v, 'surrogate')),
        ),
      ],
      [
        2,
        oneOf(queryParams)?.chain((p) =>
          fc
            .constantFrom(2_000, 60_000)
            .map((n) => withQuery(p, plain('9'.repeat(n)), 'long-string')),
        ),
      ],
      [
        8,
        oneOf(pathParams)?.chain((p) =>
          fc
            .oneof(
              fc.constantFrom(...BAD_IDS).map(plain),
              fc.constantFrom<RawValue>(
                { raw: '%00', decoded: '\u0000' },
                { raw: 'a%00b', decoded: 'a\u0000b' },
                { raw: '%ED%A0%80' },
                { raw: '%E0%A4%A' },
              ),
              fc.string({ minLength: 1, maxLength: 30, unit: 'grapheme' }).map(plain),
            )
            .map((v) =>
              build(
                'bad-path-parameter',
                { ...rawParams, [p.name]: v },
                rawQuery,
                headers,
                strictFor(p, v),
              ),
            ),
        ),
      ],
      [
        3,
        headerParams.length
          ? fc
              .tuple(
                oneOf(headerParams)!,
                fc.oneof(
                  fc.string({ maxLength: 200 }),
                  fc.constantFrom('Bearer ', 'Bearer x.y.z', 'x'.repeat(8000), 'true', '1'),
                ),
              )
              .map(([p, v]) => build('header', rawParams, rawQuery, { ...headers, [p.name]: v }))
          : undefined,
      ],
    ];
    return fc.oneof(
      ...cases.flatMap(([weight, arbitrary]) => (arbitrary ? [{ weight, arbitrary }] : [])),
    );
  });
}

const oneOf = <T>(items: T[]) => (items.length ? fc.constantFrom(...items) : undefined);
