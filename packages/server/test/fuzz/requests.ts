/**
 * One arbitrary for the whole API: an operation of the OpenAPI document, then a request for
 * it, valid or broken in one place (its body, its URL or headers, or its multipart form).
 */
import { MultipartLoadRequest } from '@vitrine/contracts';
import type { InjectOptions } from 'fastify';
import fc from 'fast-check';
import { bodyCases } from './body-mutations';
import type { Expectation, Sent } from './checks';
import { hintsFor } from './hints';
import { multipartCases } from './multipart-cases';
import {
  operationsOf,
  schemaArbitraries,
  type JsonSchema,
  type OpenApiDocument,
  type Operation,
} from './openapi-arbitraries';
import type { Seed } from './seed-catalogue';
import { urlCases } from './url-mutations';

export interface FuzzCase {
  operation: string;
  inputClass: string;
  request: InjectOptions & { method: string; url: string };
  sent: Sent;
  expect?: Expectation;
}

const MULTIPART_OPERATION = /\/load_multipart$/;

function operationCases(doc: OpenApiDocument, op: Operation, seed: Seed): fc.Arbitrary<FuzzCase> {
  const { valid } = schemaArbitraries(doc, hintsFor(seed, op.name));
  const param = (p: { name: string; schema: JsonSchema }) => valid(p.schema, [p.name]);
  const base = { operation: op.name };

  if (MULTIPART_OPERATION.test(op.name)) {
    const schema = MultipartLoadRequest as JsonSchema;
    return multipartCases(doc, schema, valid(schema), seed.samples).map((c) => ({
      ...base,
      inputClass: c.inputClass,
      request: {
        method: op.method,
        url: op.path,
        payload: c.payload,
        headers: { 'content-type': c.contentType },
      },
      sent: { request: c.request },
      expect: c.expect,
    }));
  }
  const url = (mutate: boolean) => urlCases(doc, op, param, mutate);
  if (!op.body) {
    return url(true).map((u) => ({
      ...base,
      inputClass: u.inputClass,
      request: { method: op.method, url: u.url, headers: u.headers },
      sent: { params: u.params, query: u.query },
      expect: u.expect,
    }));
  }
  const body = bodyCases(doc, op.body, valid(op.body));
  const validBody = valid(op.body).map((value) => ({
    inputClass: 'valid',
    body: value,
    payload: JSON.stringify(value),
    contentType: undefined,
    expect: undefined,
  }));
  const hasParams = op.params.length > 0;
  const pair = hasParams
    ? fc.oneof(
        { weight: 3, arbitrary: fc.tuple(url(false), body) },
        { weight: 1, arbitrary: fc.tuple(url(true), validBody) },
      )
    : fc.tuple(url(false), body);
  return pair.map(([u, b]) => {
    const urlBroken = u.inputClass !== 'valid';
    const contentType = b.contentType === undefined ? 'application/json' : b.contentType;
    return {
      ...base,
      inputClass: urlBroken ? u.inputClass : b.inputClass,
      request: {
        method: op.method,
        url: u.url,
        headers: { ...u.headers, ...(contentType === null ? {} : { 'content-type': contentType }) },
        ...(b.payload === '' && contentType === null ? {} : { payload: b.payload }),
      },
      sent: { params: u.params, query: u.query, body: b.body },
      expect: urlBroken ? u.expect : b.expect,
    };
  });
}

/** Requests for every operation of the document, each operation as likely as the next. */
export function apiCases(
  doc: OpenApiDocument,
  seed: Seed,
): { operations: string[]; cases: fc.Arbitrary<FuzzCase> } {
  const operations = operationsOf(doc);
  return {
    operations: operations.map((o) => o.name),
    cases: fc.oneof(...operations.map((op) => operationCases(doc, op, seed))),
  };
}
