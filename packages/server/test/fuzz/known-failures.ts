/**
 * TEMPORARY. Requests the fuzzer does not send yet, because they still fail in code other
 * engineers are rewriting right now (search/ and dataport/, issue 15). Each entry names the
 * operations, the input class (or a trait of the request), and what goes wrong today. Delete
 * an entry once its fix is merged, and this file once the list is empty; FUZZ_KNOWN=send
 * sends them all anyway, to check the fixes. Nothing else may be added here.
 */
import { TRICKY_REGEXES } from './hints';
import type { FuzzCase } from './requests';

export interface KnownFailure {
  operations: RegExp;
  /** An input class (body-mutations.ts, url-mutations.ts, multipart-cases.ts) or a trait. */
  inputClass: string;
  owner: 'search' | 'dataport';
  what: string;
}

export const KNOWN_FAILURES: KnownFailure[] = [
  {
    operations: /^POST \/api\/dataport\/v1\/load_multipart$/,
    inputClass: 'deep-nesting',
    owner: 'dataport',
    what: 'a request part nested thousands of levels deep answers 500',
  },
];

/** Traits of a request beyond its input class, for entries about one kind of valid input. */
function traitsOf(c: FuzzCase): string[] {
  const groups = (c.sent.body as { filtering?: unknown } | undefined)?.filtering;
  if (!Array.isArray(groups)) return [];
  const tricky = groups.some((g: { filters?: Array<{ algorithm?: unknown; values?: unknown }> }) =>
    g?.filters?.some?.(
      (f) =>
        f?.algorithm === 'regex_or' &&
        Array.isArray(f.values) &&
        f.values.some((v) => TRICKY_REGEXES.includes(v as string)),
    ),
  );
  return tricky ? ['postgres-regex'] : [];
}

export function knownFailure(c: FuzzCase): KnownFailure | undefined {
  if (process.env.FUZZ_KNOWN === 'send') return undefined;
  const traits = [c.inputClass, ...traitsOf(c)];
  return KNOWN_FAILURES.find(
    (k) => k.operations.test(c.operation) && traits.includes(k.inputClass),
  );
}
