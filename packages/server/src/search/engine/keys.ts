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
  private shared = new Map<string, object>();
  /**
   * One frozen copy of each small value many items hold alike (a property value: six per
   * model, a few thousand distinct), by a key that tells them apart.
   */
  value<T extends object>(key: string, make: () => T): T {
    let value = this.shared.get(key) as T | undefined;
    if (value === undefined) this.shared.set(this.get(key), (value = Object.freeze(make())));
    return value;
  }
  /** A copy of its own of a string that is rarely repeated (not remembered). */
  static copy(value: string): string {
    return Buffer.from(value, 'utf8').toString('utf8');
  }
}

/** Keys kept beside the sorted ones before a merge (a merge copies every key once). */
const ADDED_BEFORE_MERGE = 4096;

/** A typed array the index keeps per slot or per entry. */
export type Column = Int32Array | Uint16Array | Uint8Array | Float64Array;

/** The same kind of array with room for `size`, holding as much of the old one as fits. */
export function resized<T extends Column>(array: T, size: number): T {
  const next = new (array.constructor as new (size: number) => T)(size);
  next.set(array.subarray(0, Math.min(size, array.length)));
  return next;
}

/** Empty arrays of the same kinds with room for `size` (scratch space made larger). */
export function renewed<T extends Record<string, Column>>(arrays: T, size: number): T {
  const next: Record<string, Column> = {};
  for (const [name, array] of Object.entries(arrays))
    next[name] = new (array.constructor as new (size: number) => Column)(size);
  return next as T;
}

/** Values in arrays of `size` (the last one shorter), for writing a large index in parts. */
export function* inParts<T>(values: Iterable<T>, size: number): Generator<T[]> {
  let part: T[] = [];
  for (const value of values) {
    part.push(value);
    if (part.length === size) {
      yield part;
      part = [];
    }
  }
  if (part.length > 0) yield part;
}

/** First index in a sorted array whose value is not below `value`. */
export function lowerBound<T extends string | number>(sorted: ArrayLike<T>, value: T): number {
  return lowerBoundBy(sorted.length, (i) => sorted[i]!, value);
}

/** The same over `length` values read by position (a packed table makes each when asked). */
export function lowerBoundBy<T extends string | number>(
  length: number,
  at: (i: number) => T,
  value: T,
): number {
  let lo = 0;
  let hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (at(mid) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Sorted keys for finding every key with a beginning. A key added later goes into a small
 * sorted list beside the main one, merged into it every few thousand keys, so a
 * write adds in microseconds what re-sorting (millions of keys at 1,000,000 models: seconds)
 * would hold the next search for. Removing keys makes the order lazily rebuilt from source.
 */
export class SortedKeys {
  private sorted: string[] = [];
  private added: string[] = [];
  private stale = true;
  constructor(private readonly source: () => Iterable<string>) {}
  /** Keys may have been removed (or many added): the order is rebuilt when next needed. */
  touch() {
    this.stale = true;
  }
  /** A new key. */
  add(key: string) {
    if (this.stale) return;
    this.added.splice(lowerBound(this.added, key), 0, key);
    if (this.added.length >= ADDED_BEFORE_MERGE) this.merge();
  }
  private merge() {
    const merged = new Array<string>(this.sorted.length + this.added.length);
    let i = 0;
    let j = 0;
    for (let k = 0; k < merged.length; k++)
      merged[k] =
        j >= this.added.length || (i < this.sorted.length && this.sorted[i]! < this.added[j]!)
          ? this.sorted[i++]!
          : this.added[j++]!;
    this.sorted = merged;
    this.added = [];
  }
  /** Keys starting with prefix, in order. */
  *startingWith(prefix: string): Generator<string> {
    if (this.stale) {
      this.sorted = [...this.source()].sort();
      this.added = [];
      this.stale = false;
    }
    const { sorted, added } = this;
    let i = lowerBound(sorted, prefix);
    let j = lowerBound(added, prefix);
    for (;;) {
      const a = i < sorted.length && sorted[i]!.startsWith(prefix) ? sorted[i] : undefined;
      const b = j < added.length && added[j]!.startsWith(prefix) ? added[j] : undefined;
      if (a === undefined && b === undefined) return;
      if (b === undefined || (a !== undefined && a < b)) {
        i++;
        yield a!;
      } else {
        j++;
        yield b;
      }
    }
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
  /** Takes a saved table (values[0] unused) in place of this one's (empty) values. */
  restore(values: readonly string[]) {
    this.values.length = 0;
    this.byValue.clear();
    for (let code = 0; code < values.length; code++) {
      this.values.push(values[code]!);
      if (code > 0) this.byValue.set(values[code]!, code);
    }
  }
  /** The number of a string, if it has one. */
  find(value: string): number | undefined {
    return this.byValue.get(value);
  }
  /** The numbers of those of these strings that have one. */
  numbers(values: Iterable<string>): Set<number> {
    const out = new Set<number>();
    for (const value of values) {
      const code = this.byValue.get(value);
      if (code !== undefined) out.add(code);
    }
    return out;
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

/**
 * The most recently used entries up to a limit (a Map keeps insertion order), and, when
 * entries are weighed, up to a total weight (bytes): a few large entries cannot hold more
 * memory than the budget, however many fit the count.
 */
export class Recent<V> {
  private entries = new Map<string, V>();
  private weight = 0;
  constructor(
    private readonly limit: number,
    private readonly budget?: { total: number; weigh: (value: V) => number },
  ) {}
  /** The entry for key, made by `make` when missing. */
  get(key: string, make: () => V): V {
    let value = this.entries.get(key);
    if (value === undefined) {
      value = make();
      const weight = this.budget?.weigh(value) ?? 0;
      // An entry heavier than the whole budget is answered but not kept.
      if (this.budget && weight > this.budget.total) return value;
      this.weight += weight;
    } else this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.limit || (this.budget && this.weight > this.budget.total))
      this.delete(this.entries.keys().next().value!);
    return value;
  }
  clear() {
    this.entries.clear();
    this.weight = 0;
  }
  delete(key: string) {
    const value = this.entries.get(key);
    if (value === undefined) return;
    this.entries.delete(key);
    if (this.budget) this.weight -= this.budget.weigh(value);
  }
  /** How many entries are kept, and their total weight. */
  get size() {
    return { entries: this.entries.size, weight: this.weight };
  }
}
