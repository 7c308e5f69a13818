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
  /** The body's size in bytes, as sent. */
  bytes?: number;
}

/**
 * The smallest body limit of any route (the error reports' 16 KB): a body larger than this
 * may be refused whole with 413 before any of its fields is read, whatever else is wrong.
 */
export const SMALLEST_BODY_LIMIT = 16 * 1024;

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
  const refusedWhole = answer.status === 413 && (sent.bytes ?? 0) > SMALLEST_BODY_LIMIT;
  if (expect && !refusedWhole && !expect.statuses.includes(answer.status)) {
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
  if (expect?.codes && !refusedWhole && !expect.codes.includes(error.error_code)) {
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

/**
 * Whether `field` names a part of the request: its last step may be missing (a required field,
 * or one the request lacks but should have), every step before it must be there. Keys are
 * matched as sent, so a key holding dots or brackets ("choices.options..Ng.fx.") is one step.
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
  const path = field.replace(/^request\./, '');
  return [sent.body, sent.request, sent.query].some((root) => reaches(root, path));
}

/** Whether `path` ("a.b[3].c", "a.b.3.c") leads through `node`, its last step allowed missing. */
function reaches(node: unknown, path: string): boolean {
  if (typeof node !== 'object' || node === null) return false;
  const steps: Array<[string, unknown]> = Array.isArray(node)
    ? node.flatMap((child, i): Array<[string, unknown]> => [
        [`[${i}]`, child],
        [`${i}`, child],
      ])
    : Object.entries(node);
  for (const [key, child] of steps) {
    if (!path.startsWith(key)) continue;
    const rest = path.slice(key.length);
    if (rest === '') return true;
    const next = rest.startsWith('.') ? rest.slice(1) : rest.startsWith('[') ? rest : undefined;
    if (next !== undefined && reaches(child, next)) return true;
  }
  // The last step, missing: one name or index, nothing after it.
  return /^(\[\d+\]|[^.[\]]+)$/.test(path);
}
