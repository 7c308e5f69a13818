/** The problems a check finds, each said where it is; bounded so a broken package costs little. */
import type { ImportProblem, ImportProblemCode } from '@vitrine/contracts';

/** Where in the package: its file, the line or row, the field. */
export interface Where {
  file: string;
  line?: number;
  field?: string;
}

/** Problems kept in full; beyond this they are only counted. */
export const MAX_PROBLEMS = 10_000;

export class Problems {
  readonly list: ImportProblem[] = [];
  /** Every problem found, kept or not. */
  count = 0;
  errors = 0;

  error(code: ImportProblemCode, message: string, where: Where) {
    this.errors++;
    this.add({ severity: 'error', code, message, ...clean(where) });
  }

  warning(code: ImportProblemCode, message: string, where: Where) {
    this.add({ severity: 'warning', code, message, ...clean(where) });
  }

  get hasErrors() {
    return this.errors > 0;
  }

  private add(problem: ImportProblem) {
    this.count++;
    if (this.list.length < MAX_PROBLEMS) this.list.push(problem);
  }
}

const clean = ({ file, line, field }: Where) => ({
  file,
  ...(line !== undefined ? { line } : {}),
  ...(field ? { field } : {}),
});

/** A field path below another: models[3] + texts[0].language. */
export const joinField = (prefix: string, field: string) =>
  !prefix ? field : !field ? prefix : field.startsWith('[') ? prefix + field : `${prefix}.${field}`;
