/** Labels for autocompletion in memory, by scope, found by their folded text's beginning. */
import type { TermChange } from './search.repository';
import { SortedKeys, Strings } from './search.keys';

export interface CompletionEntry {
  label: string;
  ref_id: string;
  language: string;
  weight: number;
}

/** Labels for autocompletion by scope, found by the folded text from any word start on. */
export class Completions {
  private byKey = new Map<string, Map<string, CompletionEntry[]>>();
  private terms = new Map<string, SortedKeys>();

  put(row: TermChange, strings: Strings) {
    let scope = this.byKey.get(row.scope);
    if (!scope) {
      this.byKey.set(row.scope, (scope = new Map<string, CompletionEntry[]>()));
      const entries = scope;
      this.terms.set(row.scope, new SortedKeys(() => entries.keys()));
    }
    let list = scope.get(row.term);
    if (!list) {
      const term = Strings.copy(row.term);
      scope.set(term, (list = []));
      this.terms.get(row.scope)!.add(term);
    }
    const same = list.find(
      (e) => e.label === row.label && e.ref_id === row.ref_id && e.language === row.language,
    );
    if (same) same.weight = Math.max(same.weight, row.weight);
    else
      list.push({
        label: strings.get(row.label),
        ref_id: strings.get(row.ref_id),
        language: strings.get(row.language),
        weight: row.weight,
      });
  }

  /**
   * Up to size labels whose folded text starts with the prefix, heaviest first. A short
   * prefix can match most of the catalogue's titles: only the best `size` are kept while
   * walking, so nothing is allocated per matching entry.
   */
  complete(scope: string, prefix: string, languages: Set<string>, size: number) {
    const best: CompletionEntry[] = [];
    const entries = this.byKey.get(scope);
    if (!entries || size <= 0) return best;
    const before = (a: CompletionEntry, b: CompletionEntry) =>
      b.weight < a.weight || (b.weight === a.weight && a.label < b.label);
    for (const term of this.terms.get(scope)!.startingWith(prefix)) {
      for (const entry of entries.get(term)!) {
        if (!languages.has(entry.language)) continue;
        // The same label (in another language, or from another of its words) counts once.
        const known = best.findIndex((e) => e.label === entry.label && e.ref_id === entry.ref_id);
        if (known >= 0) {
          const kept = best[known]!;
          if (entry.language < kept.language) kept.language = entry.language;
          if (entry.weight <= kept.weight) continue;
          kept.weight = entry.weight;
          best.splice(known, 1);
          insert(kept);
          continue;
        }
        if (best.length === size && !before(entry, best[size - 1]!)) continue;
        insert({ ...entry });
        if (best.length > size) best.pop();
      }
    }
    return best;

    function insert(entry: CompletionEntry) {
      let at = best.length;
      while (at > 0 && before(entry, best[at - 1]!)) at--;
      best.splice(at, 0, entry);
    }
  }

  /** Every entry as the rows it was read from. */
  *rows(): Generator<TermChange> {
    for (const [scope, terms] of this.byKey)
      for (const [term, list] of terms) for (const entry of list) yield { scope, term, ...entry };
  }

  /** Every label of a scope with its reference, once per language. */
  labels(scope: string): CompletionEntry[] {
    const out = new Map<string, CompletionEntry>();
    for (const list of this.byKey.get(scope)?.values() ?? [])
      for (const entry of list)
        out.set(`${entry.ref_id}\u0000${entry.language}\u0000${entry.label}`, entry);
    return [...out.values()];
  }
}
