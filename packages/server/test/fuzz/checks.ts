/**
 * What every answer must be, as a client would see it: below 500, within the time limit,
 * errors in the API error shape, and a 400's `field` naming something the request has (or
 * the required field it lacks), exactly the broken one when the fuzzer broke one on purpose.
 */
/** What an answer must be when the request is certainly invalid; fields absent: any field. */
export interface Expectation {
  statuses: number[];
  codes?: string[];
  fields?: string[];
}

export interface Sent {
  body?: unknown;
  /** The multipart `request` part. */
  request?: unknown;
  query?: Record<string, unknown>;
  params?: Record<string, string | undefined>;
}

export interface Answer {
  status: number;
  ms: number;
  body: string;
}

/** Slower than this fails: every visitor shares one process, so a slow answer slows others. */
export const SLOW_MS = 2000;

interface ApiErrorBody {
  http_status?: unknown;
  error_code?: unknown;
  reason?: unknown;
  request_id?: unknown;
  field?: unknown;
}

/** What is wrong with an answer, or undefined when nothing is. */
export function problemOf(answer: Answer, sent: Sent, expect?: Expectation): string | undefined {
  if (answer.status >= 500) return `answered ${answer.status}`;
  if (answer.ms > SLOW_MS) return `took ${Math.round(answer.ms)} ms`;
  if (expect && !expect.statuses.includes(answer.status)) {
    return `answered ${answer.status}, expected ${expect.statuses.join(' or ')}`;
  }
  if (answer.status < 400) return undefined;
  let error: ApiErrorBody;
  try {
    error = JSON.parse(answer.body) as ApiErrorBody;
  } catch {
    return 'an error answer that is not JSON';
  }
  if (
    error.http_status !== answer.status ||
    typeof error.error_code !== 'string' ||
    !/^_\d{3}_\w+$/.test(error.error_code) ||
    typeof error.reason !== 'string' ||
    error.reason === '' ||
    typeof error.request_id !== 'string'
  ) {
    return 'an error answer not in the API error shape';
  }
  if (expect?.codes && !expect.codes.includes(error.error_code)) {
    return `error_code ${error.error_code}, expected ${expect.codes.join(' or ')}`;
  }
  if (answer.status !== 400) return undefined;
  const field = error.field;
  if (expect?.fields) {
    if (typeof field !== 'string' || !expect.fields.includes(field)) {
      return `field ${JSON.stringify(field)}, expected ${expect.fields.join(' or ')}`;
    }
    return undefined;
  }
  if (field !== undefined && (typeof field !== 'string' || !names(field, sent))) {
    return `field ${JSON.stringify(field)} is not a field of the request`;
  }
  return undefined;
}

/** "fetch.ids[3]" → ["fetch", "ids", "3"]. */
const segmentsOf = (field: string) =>
  field.split(/\.|\[(\d+)\]/).filter((s) => s !== undefined && s !== '');

/**
 * Whether `field` names a part of the request: its last step may be missing (a required field,
 * or one the request lacks but should have), every step before it must be there.
 */
function names(field: string, sent: Sent): boolean {
  const top = new Set([
    'body',
    'request',
    'file',
    ...Object.keys(sent.params ?? {}),
    ...Object.keys(sent.query ?? {}),
  ]);
  if (top.has(field)) return true;
  const segments = segmentsOf(field.replace(/^request\./, ''));
  const roots = [sent.body, sent.request, sent.query];
  return roots.some((root) => {
    let node: unknown = root;
    for (const [i, segment] of segments.entries()) {
      if (typeof node !== 'object' || node === null) return false;
      if (i === segments.length - 1) return true;
      node = (node as Record<string, unknown>)[segment];
    }
    return false;
  });
}
