/** Labels for autocompletion in memory, by scope, found by their folded text's beginning. */
import type { TermChange } from '../search.types';
import { Codes, lowerBound, resized, SortedKeys, Strings } from './keys';

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
 * label has a term per word (1,000,000 models: 15 million terms), so a term holds only the
 * numbers of its labels, one number alone when there is one.
 */
class ScopeCompletions {
  labels: string[] = [];
  refs = new Int32Array(1024);
  languages = new Uint8Array(1024);
  weights = new Float64Array(1024);
  readonly byTerm = new Map<string, number | number[]>();
  readonly sorted = new SortedKeys(() => this.byTerm.keys());
  constructor(private readonly noRef: number) {}

  /**
   * Each reference's labels (by number), or for labels without a reference (model and
   * collection titles) each label's: a label's terms find it there.
   */
  private readonly byRef = new Map<number | string, number | number[]>();

  /** The number of a label with its reference and language, added when new. */
  entry(label: string, ref: number, language: number, strings: Strings): number {
    const key = ref === this.noRef ? label : ref;
    const same = this.byRef.get(key);
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
    if (same === undefined) this.byRef.set(typeof key === 'string' ? this.labels[n]! : key, n);
    else if (typeof same === 'number') this.byRef.set(key, [same, n]);
    else same.push(n);
    return n;
  }

  /** The numbers of the labels a term begins. */
  entriesOf(term: string): readonly number[] {
    const held = this.byTerm.get(term);
    return held === undefined ? [] : typeof held === 'number' ? [held] : held;
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
    const held = scope.byTerm.get(row.term);
    if (held === undefined) {
      const term = Strings.copy(row.term);
      scope.byTerm.set(term, entry);
      scope.sorted.add(term);
    } else if (typeof held === 'number') {
      if (held !== entry) scope.byTerm.set(row.term, held < entry ? [held, entry] : [entry, held]);
    } else {
      // Kept in order, so a label read again is found without walking a long list ("tables"
      // begins thousands of family titles).
      const at = lowerBound(held, entry);
      if (held[at] !== entry) held.splice(at, 0, entry);
    }
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
    for (const term of held.sorted.startingWith(prefix)) {
      for (const e of held.entriesOf(term)) {
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
    }
    return best;

    function insert(entry: RankedEntry) {
      let at = best.length;
      while (at > 0 && before(entry.rank, entry.weight, entry.label, best[at - 1]!)) at--;
      best.splice(at, 0, entry);
    }
  }

  /** Every entry as the rows it was read from. */
  *rows(): Generator<TermChange> {
    for (const [scope, held] of this.scopes)
      for (const term of held.byTerm.keys())
        for (const e of held.entriesOf(term)) yield { scope, term, ...this.entryAt(held, e) };
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
