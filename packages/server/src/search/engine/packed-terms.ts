/**
 * Completion terms packed: every term's UTF-8 bytes in one buffer, in sorted order, with the
 * numbers of the labels each begins in one array. At 1,000,000 models a scope holds millions
 * of terms; as strings in a Map with an array per term they were millions of small objects
 * for the collector to walk (docs/SEARCH.md, Memory). Read-only: terms added later wait in a
 * small Map beside it (completions.ts) until the next pack.
 */
import type { PackedTermsData } from '../search.types';
import { lowerBoundBy } from './keys';

export class PackedTerms {
  readonly count: number;
  private readonly buffer: Buffer;
  constructor(readonly data: PackedTermsData) {
    this.count = data.offsets.length - 1;
    this.buffer = Buffer.from(data.text.buffer, data.text.byteOffset, data.text.byteLength);
  }

  static empty(): PackedTerms {
    return new PackedTerms({
      text: new Uint8Array(0),
      offsets: new Int32Array(1),
      starts: new Int32Array(1),
      entries: new Int32Array(0),
    });
  }

  /** Packs terms given in JavaScript's sorted order with their labels' numbers. */
  static of(terms: readonly string[], entriesOf: (i: number) => ArrayLike<number>): PackedTerms {
    const bytes = terms.map((term) => Buffer.from(term, 'utf8'));
    const offsets = new Int32Array(terms.length + 1);
    const starts = new Int32Array(terms.length + 1);
    let size = 0;
    let entryCount = 0;
    for (let i = 0; i < terms.length; i++) {
      offsets[i] = size;
      starts[i] = entryCount;
      size += bytes[i]!.length;
      entryCount += entriesOf(i).length;
    }
    offsets[terms.length] = size;
    starts[terms.length] = entryCount;
    const text = new Uint8Array(size);
    const entries = new Int32Array(entryCount);
    for (let i = 0; i < terms.length; i++) {
      text.set(bytes[i]!, offsets[i]);
      entries.set(entriesOf(i), starts[i]);
    }
    return new PackedTerms({ text, offsets, starts, entries });
  }

  term(i: number): string {
    return this.buffer.toString('utf8', this.data.offsets[i], this.data.offsets[i + 1]);
  }

  /** The labels' numbers term i begins (a view). */
  entriesOf(i: number): Int32Array {
    return this.data.entries.subarray(this.data.starts[i], this.data.starts[i + 1]);
  }

  /** The index of a term, or -1. */
  find(term: string): number {
    const i = lowerBoundBy(this.count, (k) => this.term(k), term);
    return i < this.count && this.term(i) === term ? i : -1;
  }

  /** The range [from, to) of the terms starting with prefix. */
  range(prefix: string): [number, number] {
    const from = lowerBoundBy(this.count, (k) => this.term(k), prefix);
    const wanted = Buffer.from(prefix, 'utf8');
    const { offsets } = this.data;
    let to = from;
    while (to < this.count) {
      const start = offsets[to]!;
      if (offsets[to + 1]! - start < wanted.length) break;
      if (this.buffer.compare(wanted, 0, wanted.length, start, start + wanted.length) !== 0) break;
      to++;
    }
    return [from, to];
  }
}
