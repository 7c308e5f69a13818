/** String helpers of the in-memory search index: one copy per string, sorted prefix lookup. */

/** Entries per Map of `Strings` (a Map holds at most 2^24). */
const STRINGS_PER_MAP = 1 << 23;

/**
 * One copy of each string the index holds. Strings read from the database are slices of the
 * driver's whole answer text and would keep all of it alive; the copy made here does not.
 * At 1,000,000 models there are more distinct strings than one Map can hold, so they are
 * spread over several.
 */
export class Strings {
  private known = [new Map<string, string>()];
  get(value: string): string {
    for (const map of this.known) {
      const copy = map.get(value);
      if (copy !== undefined) return copy;
    }
    const copy = Strings.copy(value);
    let last = this.known[this.known.length - 1]!;
    if (last.size >= STRINGS_PER_MAP) this.known.push((last = new Map<string, string>()));
    last.set(copy, copy);
    return copy;
  }
  all(values: string[]): string[] {
    return values.map((v) => this.get(v));
  }
  /** A copy of its own of a string that is rarely repeated (not remembered). */
  static copy(value: string): string {
    return Buffer.from(value, 'utf8').toString('utf8');
  }
}

/** Sorted keys with a lazily rebuilt order, for finding every key with a beginning. */
export class SortedKeys {
  private sorted: string[] = [];
  private dirty = false;
  constructor(private readonly source: () => Iterable<string>) {}
  touch() {
    this.dirty = true;
  }
  /** Keys starting with prefix, in order. */
  *startingWith(prefix: string): Generator<string> {
    if (this.dirty) {
      this.sorted = [...this.source()].sort();
      this.dirty = false;
    }
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.sorted[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < this.sorted.length && this.sorted[i]!.startsWith(prefix); i++)
      yield this.sorted[i]!;
  }
}

/** Numbers for the strings of a column (owners, states), from 1 on; 0 stands for none. */
export class Codes {
  private byValue = new Map<string, number>();
  /** The strings by number (values[0] is unused). */
  readonly values: string[] = [''];
  code(value: string): number {
    let code = this.byValue.get(value);
    if (code === undefined) {
      code = this.values.push(value) - 1;
      this.byValue.set(value, code);
    }
    return code;
  }
  /** A flag per number: 1 for the numbers of these strings. */
  flags(values: Iterable<string>): Uint8Array {
    const flags = new Uint8Array(this.values.length);
    for (const value of values) {
      const code = this.byValue.get(value);
      if (code !== undefined) flags[code] = 1;
    }
    return flags;
  }
}

/** The most recently used entries up to a limit (a Map keeps insertion order). */
export class Recent<V> {
  private entries = new Map<string, V>();
  constructor(private readonly limit: number) {}
  /** The entry for key, made by `make` when missing. */
  get(key: string, make: () => V): V {
    let value = this.entries.get(key);
    if (value === undefined) value = make();
    else this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }
  clear() {
    this.entries.clear();
  }
}
