/**
 * Text a client sends must be text the database can keep: PostgreSQL refuses NUL in text
 * and unpaired UTF-16 surrogates in JSON, which would otherwise surface as a 500. Every
 * service checks what it stores or queries with these.
 */
import { invalidField } from './errors';

// NUL is what PostgreSQL refuses; the control-character rule would forbid naming it.
// eslint-disable-next-line no-control-regex
const NOT_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether PostgreSQL can keep this string (no NUL, no unpaired surrogate). */
export const isStorableText = (value: string) => !NOT_TEXT.test(value);

/** Throws 400 naming the first string (by its path, e.g. texts.0.payload) that is not text. */
export function checkText(value: unknown, field: string): void {
  if (typeof value === 'string') {
    if (NOT_TEXT.test(value))
      throw invalidField(field, 'holds a NUL character or an unpaired surrogate');
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => checkText(item, `${field}.${i}`));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      checkText(key, field ? `${field}.${key}` : key);
      checkText(item, field ? `${field}.${key}` : key);
    }
  }
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Throws 400 naming the first string holding an unpaired surrogate (JSON can escape one, no
 * UTF-8 text can hold it), by its path as validation errors say it: filtering[0].values[1].
 * For bodies whose NUL characters are answered where they are used.
 */
export function checkSurrogates(value: unknown, field: string): void {
  if (typeof value === 'string') {
    if (LONE_SURROGATE.test(value)) throw invalidField(field, 'holds an unpaired surrogate');
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => checkSurrogates(item, `${field}[${i}]`));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const path = field ? `${field}.${key}` : key;
      checkSurrogates(key, path);
      checkSurrogates(item, path);
    }
  }
}

/**
 * Throws 400 naming the field when a JSON value nests deeper than `max` arrays or objects:
 * checks that walk a value recursively (checkText, schema validation) would otherwise run out
 * of stack on thousands of levels. Walks without recursion itself.
 */
export function checkNesting(value: unknown, field: string, max = 64): void {
  const pending: Array<[unknown, number]> = [[value, 0]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (!item || typeof item !== 'object') continue;
    if (depth >= max) throw invalidField(field, `is nested deeper than ${max} levels`);
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
}
