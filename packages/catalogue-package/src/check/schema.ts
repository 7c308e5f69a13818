/**
 * Checks a record against its kind's schema (contracts/src/package.ts) and says each fault
 * once, by field: an unknown field by its name, a wrong value with what was expected.
 */
import { Compile } from 'typebox/compile';
import { PACKAGE_KINDS, type PackageKind } from '@vitrine/contracts/package';
import { joinField, type Problems, type Where } from '../problems';

const checkers = new Map<PackageKind, ReturnType<typeof Compile>>();
const checkerOf = (kind: PackageKind) => {
  let checker = checkers.get(kind);
  if (!checker) checkers.set(kind, (checker = Compile(PACKAGE_KINDS[kind])));
  return checker;
};

/** "/texts/0/language" as "texts[0].language". */
export function fieldOf(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : joinField(path, part)), '');
}

/** Whether the record fits its schema; every fault goes to `problems`. */
export function checkSchema(
  kind: PackageKind,
  record: unknown,
  where: Where & { field: string },
  problems: Problems,
): boolean {
  return checkAgainst(checkerOf(kind), record, problems, (field) => ({
    ...where,
    field: joinField(where.field, field),
  }));
}

/**
 * Whether a value fits a compiled schema; every fault goes to `problems`, said where
 * `at` places the faulty field (given relative to the value) and worded by `say`.
 */
export function checkAgainst(
  checker: ReturnType<typeof Compile>,
  value: unknown,
  problems: Problems,
  at: (field: string) => Where,
  say: (message: string) => string = (message) => message,
): boolean {
  if (checker.Check(value)) return true;
  const byPath = new Map<
    string,
    Array<{ keyword: string; message: string; allowed?: unknown[] }>
  >();
  for (const error of checker.Errors(value)) {
    // The unknown field itself is reported ("schema is false"); its parent's summary is not.
    if (error.keyword === 'additionalProperties') continue;
    const list = byPath.get(error.instancePath) ?? [];
    list.push({
      keyword: error.keyword,
      message: error.message,
      allowed: (error.params as { allowedValues?: unknown[] }).allowedValues,
    });
    byPath.set(error.instancePath, list);
  }
  for (const [pointer, errors] of byPath) {
    const where = at(fieldOf(pointer));
    if (errors.some((e) => e.keyword === 'boolean')) {
      problems.error('unknown_field', say(`unknown field "${pointer.split('/').pop()}"`), where);
      continue;
    }
    const allowed = errors.find((e) => e.keyword === 'enum')?.allowed;
    const message = allowed
      ? `must be one of: ${allowed.join(', ')}`
      : (errors.find((e) => e.keyword !== 'anyOf') ?? errors[0]!).message;
    problems.error('invalid_field', say(message), where);
  }
  return false;
}
