/** Labels for autocompletion in memory, by scope, found by their folded text's beginning. */
import type { SavedCompletions, SavedScope, TermChange } from '../search.types';
import { Codes, lowerBound, resized, SortedKeys, Strings } from './keys';
import { PackedTerms } from './packed-terms';

export interface CompletionEntry {
  label: string;
  ref_id: string;
  language: string;
  weight: number;
}

/** A completion with the rank of its language (0 most preferred). */
type RankedEntry = CompletionEntry & { rank: number };

/**
 * One scope's labels (a label with its reference and language, and its weight) as columns,
 * and its terms: every folded word start of a label, pointing at the labels it begins. A
 * label has a term per word (1,000,000 models: 15 million terms), so the terms are packed
 * (packed-terms.ts); those added since the last pack wait in a Map beside them.
 */
class ScopeCompletions {
  labels: string[] = [];
  refs: Int32Array = new Int32Array(1024);
  languages: Uint8Array = new Uint8Array(1024);
  weights: Float64Array = new Float64Array(1024);
  packed = PackedTerms.empty();
  /** Terms added since the last pack, with their labels' numbers (a packed term's too). */
  readonly added = new Map<string, number | number[]>();
  readonly sorted = new SortedKeys(() => this.added.keys());
  constructor(private readonly noRef: number) {}

  /**
   * Each reference's labels (by number), or for labels without a reference (model and
   * collection titles) each label's: a label's terms find it there. Made again when first
   * needed after a snapshot was read (most processes never add a label).
   */
  private byRefMap: Map<number | string, number | number[]> | null = new Map();

  private byRef() {
    if (!this.byRefMap) {
      this.byRefMap = new Map();
      for (let e = 0; e < this.labels.length; e++) this.remember(e);
    }
    return this.byRefMap;
  }

  private remember(e: number) {
    const ref = this.refs[e]!;
    const key = ref === this.noRef ? this.labels[e]! : ref;
    const same = this.byRefMap!.get(key);
    if (same === undefined) this.byRefMap!.set(key, e);
    else if (typeof same === 'number') this.byRefMap!.set(key, [same, e]);
    else same.push(e);
  }

  /** The number of a label with its reference and language, added when new. */
  entry(label: string, ref: number, language: number, strings: Strings): number {
    const key = ref === this.noRef ? label : ref;
    const same = this.byRef().get(key);
    if (same !== undefined) {
      for (const e of typeof same === 'number' ? [same] : same)
        if (this.languages[e] === language && this.labels[e] === label) return e;
    }
    const n = this.labels.length;
    if (n === this.refs.length) {
      const size = n + (n >> 1);
      this.refs = resized(this.refs, size);
      this.languages = resized(this.languages, size);
      this.weights = resized(this.weights, size);
    }
    this.labels.push(strings.get(label));
    this.refs[n] = ref;
    this.languages[n] = language;
    this.weights[n] = -Infinity;
    this.remember(n);
    return n;
  }

  /** Records that a term begins a label; its labels are kept in order. */
  addTerm(term: string, entry: number) {
    const held = this.added.get(term);
    if (held === undefined) {
      const at = this.packed.count > 0 ? this.packed.find(term) : -1;
      const key = Strings.copy(term);
      if (at < 0) this.added.set(key, entry);
      else {
        const list = [...this.packed.entriesOf(at)];
        const k = lowerBound(list, entry);
        if (list[k] === entry) return;
        list.splice(k, 0, entry);
        this.added.set(key, list);
      }
      this.sorted.add(key);
    } else if (typeof held === 'number') {
      if (held !== entry) this.added.set(term, held < entry ? [held, entry] : [entry, held]);
    } else {
      // Kept in order, so a label read again is found without walking a long list ("tables"
      // begins thousands of family titles).
      const at = lowerBound(held, entry);
      if (held[at] !== entry) held.splice(at, 0, entry);
    }
  }

  /**
   * Calls `visit` for each term starting with prefix, in order, with its labels' numbers
   * (entries[from] up to entries[to]); a term both packed and added counts as added.
   */
  walk(prefix: string, visit: (entries: ArrayLike<number>, from: number, to: number) => void) {
    const { packed } = this;
    const { entries, starts } = packed.data;
    const [from, to] = packed.range(prefix);
    const one = [0];
    const visitAdded = (term: string) => {
      const held = this.added.get(term)!;
      if (typeof held === 'number') {
        one[0] = held;
        visit(one, 0, 1);
      } else visit(held, 0, held.length);
    };
    let i = from;
    if (this.added.size > 0) {
      for (const term of this.sorted.startingWith(prefix)) {
        // (Packed terms are read as strings only to merge them with added ones.)
        for (let t = i < to ? packed.term(i) : undefined; t !== undefined && t <= term;) {
          if (t !== term) visit(entries, starts[i]!, starts[i + 1]!);
          i++;
          t = i < to ? packed.term(i) : undefined;
        }
        visitAdded(term);
      }
    }
    for (; i < to; i++) visit(entries, starts[i]!, starts[i + 1]!);
  }

  /** Packs the added terms with the packed ones. */
  pack() {
    if (this.added.size === 0) return;
    const terms: string[] = [];
    const lists: Array<ArrayLike<number>> = [];
    this.walk('', (entries, from, to) => {
      lists.push(
        entries instanceof Int32Array
          ? entries.subarray(from, to)
          : Array.from(entries).slice(from, to),
      );
    });
    // The terms in the same order as the walk.
    const packedTerms = Array.from({ length: this.packed.count }, (_, i) => this.packed.term(i));
    const addedTerms = [...this.sorted.startingWith('')];
    let i = 0;
    for (const term of addedTerms) {
      while (i < packedTerms.length && packedTerms[i]! <= term) {
        if (packedTerms[i] !== term) terms.push(packedTerms[i]!);
        i++;
      }
      terms.push(term);
    }
    for (; i < packedTerms.length; i++) terms.push(packedTerms[i]!);
    this.packed = PackedTerms.of(terms, (k) => lists[k]!);
    this.added.clear();
    this.sorted.touch();
  }

  /** The scope as a snapshot keeps it (packed first). */
  saved(scope: string): SavedScope {
    this.pack();
    const n = this.labels.length;
    return {
      scope,
      labels: this.labels,
      refs: this.refs.subarray(0, n),
      languages: this.languages.subarray(0, n),
      weights: this.weights.subarray(0, n),
      terms: this.packed.data,
    };
  }

  static restored(saved: SavedScope, noRef: number): ScopeCompletions {
    const scope = new ScopeCompletions(noRef);
    scope.labels = saved.labels;
    scope.refs = saved.refs;
    scope.languages = saved.languages;
    scope.weights = saved.weights;
    scope.packed = new PackedTerms(saved.terms);
    scope.byRefMap = null;
    return scope;
  }
}

/** Labels for autocompletion by scope, found by the folded text from any word start on. */
export class Completions {
  private scopes = new Map<string, ScopeCompletions>();
  private readonly refs = new Codes();
  private readonly languages = new Codes();

  put(row: TermChange, strings: Strings) {
    let scope = this.scopes.get(row.scope);
    if (!scope) this.scopes.set(row.scope, (scope = new ScopeCompletions(this.refs.code(''))));
    const ref = this.refs.code(strings.get(row.ref_id));
    const language = this.languages.code(strings.get(row.language));
    const entry = scope.entry(row.label, ref, language, strings);
    scope.weights[entry] = Math.max(scope.weights[entry]!, row.weight);
    scope.addTerm(row.term, entry);
  }

  /**
   * Up to size labels whose folded text starts with the prefix: those in the most preferred
   * languages first (`ranks`: a language's rank, 0 most preferred; languages not in it are
   * not completed), heaviest first within a rank. A short prefix can match most of the
   * catalogue's titles: only the best `size` are kept while walking, so nothing is
   * allocated per matching entry. `keep` may refuse a label by the item it names (labels
   * without one are kept).
   */
  complete(
    scope: string,
    prefix: string,
    ranks: ReadonlyMap<string, number>,
    size: number,
    keep: (ref: string) => boolean = () => true,
  ) {
    const best: RankedEntry[] = [];
    const held = this.scopes.get(scope);
    if (!held || size <= 0) return best;
    const rankOf = new Int16Array(this.languages.values.length).fill(-1);
    for (const [language, rank] of ranks) {
      const code = this.languages.find(language);
      if (code !== undefined) rankOf[code] = rank;
    }
    const before = (rank: number, weight: number, label: string, than: RankedEntry) =>
      rank < than.rank ||
      (rank === than.rank &&
        (than.weight < weight || (than.weight === weight && label < than.label)));
    held.walk(prefix, (entries, from, to) => {
      for (let k = from; k < to; k++) {
        const e = entries[k]!;
        const rank = rankOf[held.languages[e]!]!;
        if (rank < 0) continue;
        const label = held.labels[e]!;
        const weight = held.weights[e]!;
        const ref = this.refs.values[held.refs[e]!]!;
        if (ref !== '' && !keep(ref)) continue;
        const language = this.languages.values[held.languages[e]!]!;
        // The same label (in another language, or from another of its words) counts once,
        // in its most preferred language, with its greatest weight.
        const known = best.findIndex((b) => b.label === label && b.ref_id === ref);
        if (known >= 0) {
          const kept = best[known]!;
          if (rank < kept.rank || (rank === kept.rank && language < kept.language))
            kept.language = language;
          if (rank >= kept.rank && weight <= kept.weight) continue;
          kept.rank = Math.min(rank, kept.rank);
          kept.weight = Math.max(weight, kept.weight);
          best.splice(known, 1);
          insert(kept);
          continue;
        }
        if (best.length === size && !before(rank, weight, label, best[size - 1]!)) continue;
        insert({ label, ref_id: ref, language, weight, rank });
        if (best.length > size) best.pop();
      }
    });
    return best;

    function insert(entry: RankedEntry) {
      let at = best.length;
      while (at > 0 && before(entry.rank, entry.weight, entry.label, best[at - 1]!)) at--;
      best.splice(at, 0, entry);
    }
  }

  /** Every entry as the rows it was read from. */
  *rows(): Generator<TermChange> {
    for (const [scope, held] of this.scopes) {
      const rows: TermChange[] = [];
      held.pack();
      for (let i = 0; i < held.packed.count; i++) {
        const term = held.packed.term(i);
        for (const e of held.packed.entriesOf(i))
          rows.push({ scope, term, ...this.entryAt(held, e) });
      }
      yield* rows;
    }
  }

  /** Packs every scope's added terms (after many rows were read). */
  pack() {
    for (const held of this.scopes.values()) held.pack();
  }

  /** Everything as a snapshot keeps it (packed first): views of the live columns. */
  saved(): SavedCompletions {
    return {
      refs: this.refs.values,
      languages: this.languages.values,
      scopes: [...this.scopes].map(([scope, held]) => held.saved(scope)),
    };
  }

  /** Completions as a snapshot kept them. */
  static restored(saved: SavedCompletions): Completions {
    const completions = new Completions();
    completions.refs.restore(saved.refs);
    completions.languages.restore(saved.languages);
    const noRef = completions.refs.code('');
    for (const scope of saved.scopes)
      completions.scopes.set(scope.scope, ScopeCompletions.restored(scope, noRef));
    return completions;
  }

  /** Every label of a scope with its reference, once per language. */
  labels(scope: string): CompletionEntry[] {
    const held = this.scopes.get(scope);
    return held ? held.labels.map((_, e) => this.entryAt(held, e)) : [];
  }

  private entryAt(held: ScopeCompletions, e: number): CompletionEntry {
    return {
      label: held.labels[e]!,
      ref_id: this.refs.values[held.refs[e]!]!,
      language: this.languages.values[held.languages[e]!]!,
      weight: held.weights[e]!,
    };
  }
}
