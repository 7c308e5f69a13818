/**
 * Multipart uploads (load_multipart, which the OpenAPI document describes only by its content
 * type): a `request` part made from the contract's schema and broken like any JSON body, a
 * file part of a real file, and broken forms (no boundary, truncated, extra or missing parts,
 * a NUL or an invalid UTF-8 sequence in the file name).
 */
import fc from 'fast-check';
import { bodyCases, type BodyCase } from './body-mutations';
import type { Expectation } from './checks';
import type { JsonSchema, OpenApiDocument } from './openapi-arbitraries';

export interface SampleFile {
  name: string;
  bytes: Buffer;
}

export interface MultipartCase {
  inputClass: string;
  payload: Buffer;
  contentType: string;
  /** The request part as the server parses it, for checking the `field` of a 400. */
  request: unknown;
  expect?: Expectation;
}

const BOUNDARY = 'fuzzBoundary7MA4YWxkTrZu0gW';

function form(parts: Array<{ headers: string; body: Buffer | string }>, boundary = BOUNDARY) {
  const chunks = parts.flatMap(({ headers, body }) => [
    Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`),
    Buffer.from(body),
    Buffer.from('\r\n'),
  ]);
  return Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
}

const requestPart = (json: string, type?: string) => ({
  headers: `Content-Disposition: form-data; name="request"${type ? `\r\nContent-Type: ${type}` : ''}`,
  body: json,
});
const filePart = (file: SampleFile, filename: Buffer | string = file.name) => ({
  headers: Buffer.concat([
    Buffer.from('Content-Disposition: form-data; name="file"; filename="'),
    Buffer.from(filename),
    Buffer.from('"\r\nContent-Type: application/octet-stream'),
  ]).toString('latin1'),
  body: file.bytes,
});

/** A body case's expectation, with fields named as the request part's (either spelling). */
function forRequestPart(expect: Expectation | undefined): Expectation | undefined {
  if (!expect) return undefined;
  const fields = expect.fields?.flatMap((f) => (f === 'body' ? ['request'] : [f, `request.${f}`]));
  return { statuses: expect.statuses, ...(fields ? { fields } : {}) };
}

export function multipartCases(
  doc: OpenApiDocument,
  schema: JsonSchema,
  validRequest: fc.Arbitrary<unknown>,
  files: SampleFile[],
): fc.Arbitrary<MultipartCase> {
  const contentType = `multipart/form-data; boundary=${BOUNDARY}`;
  const fromBody = (c: BodyCase, file: SampleFile): MultipartCase => {
    const typed = c.contentType !== undefined && c.contentType !== null;
    const payload = form([
      requestPart(c.payload, typed ? c.contentType! : undefined),
      filePart(file),
    ]);
    if (c.inputClass === 'valid')
      return { inputClass: 'valid', payload, contentType, request: c.body };
    // A request part with a content type of its own is valid (a correct client may type its
    // JSON part), not a bad body.
    if (typed) return { inputClass: 'typed-request-part', payload, contentType, request: c.body };
    const expect =
      c.expect ?? (c.body === undefined ? { statuses: [400], fields: ['request'] } : undefined);
    return {
      inputClass: c.inputClass,
      payload,
      contentType,
      request: c.body,
      expect: forRequestPart(expect),
    };
  };
  const file = fc.constantFrom(...files);
  const good = fc.tuple(validRequest, file);
  return fc.oneof(
    {
      weight: 8,
      arbitrary: fc
        .tuple(bodyCases(doc, schema, validRequest), file)
        .map(([c, f]) => fromBody(c, f)),
    },
    {
      weight: 2,
      arbitrary: file.map((f) => ({
        inputClass: 'valid',
        payload: form([filePart(f)]),
        contentType,
        request: {},
      })),
    },
    {
      weight: 1,
      arbitrary: good.map(([r]) => ({
        inputClass: 'missing-file',
        payload: form([requestPart(JSON.stringify(r))]),
        contentType,
        request: r,
        expect: { statuses: [400], fields: ['file'] },
      })),
    },
    {
      weight: 1,
      arbitrary: good.map(([r, f]) => ({
        inputClass: 'typed-request-part',
        payload: form([requestPart(JSON.stringify(r), 'application/json'), filePart(f)]),
        contentType,
        request: r,
      })),
    },
    {
      weight: 1,
      arbitrary: good.map(([r, f]) => ({
        inputClass: 'extra-part',
        payload: form([
          requestPart(JSON.stringify(r)),
          { headers: 'Content-Disposition: form-data; name="zz_extra"', body: '1' },
          filePart(f),
        ]),
        contentType,
        request: r,
        expect: { statuses: [400], fields: ['zz_extra'] },
      })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          good,
          fc.constantFrom(
            'no-boundary',
            'truncated',
            'wrong-boundary',
            'garbage',
            'unclosed',
            'long-boundary',
          ),
        )
        .map(([[r, f], how]) => {
          if (how === 'long-boundary') {
            // Longer than a boundary may be (70, RFC 2046) and than the parser takes (252).
            const long = 'b'.repeat(300);
            return {
              inputClass: 'malformed-multipart',
              payload: form([requestPart(JSON.stringify(r)), filePart(f)], long),
              contentType: `multipart/form-data; boundary=${long}`,
              request: r,
              expect: { statuses: [400], fields: ['content-type'] },
            };
          }
          const whole = form([requestPart(JSON.stringify(r)), filePart(f)]);
          const payload =
            how === 'truncated'
              ? whole.subarray(0, Math.floor(whole.length / 2))
              : how === 'garbage'
                ? Buffer.from('\u0000garbage\r\n--')
                : how === 'unclosed'
                  ? whole.subarray(0, whole.length - `--${BOUNDARY}--\r\n`.length)
                  : whole;
          const type =
            how === 'no-boundary'
              ? 'multipart/form-data'
              : how === 'wrong-boundary'
                ? 'multipart/form-data; boundary=other'
                : contentType;
          return { inputClass: 'malformed-multipart', payload, contentType: type, request: r };
        }),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(file, fc.constantFrom('nul', 'surrogate')).map(([f, kind]) => {
        const name =
          kind === 'nul'
            ? Buffer.from('a\u0000b.png')
            : Buffer.concat([
                Buffer.from('a'),
                Buffer.from([0xed, 0xa0, 0x80]),
                Buffer.from('.png'),
              ]);
        return { inputClass: kind, payload: form([filePart(f, name)]), contentType, request: {} };
      }),
    },
    {
      weight: 1,
      arbitrary: good.map(([r]) => ({
        inputClass: 'wrong-content-type',
        payload: Buffer.from(JSON.stringify(r)),
        contentType: 'application/json',
        request: r,
        expect: { statuses: [400, 415] },
      })),
    },
  );
}
