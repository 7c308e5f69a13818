/** Labels for autocompletion in memory, by scope, found by their folded text's beginning. */
import type { TermChange } from './search.repository';
import { SortedKeys, type Strings } from './search.keys';

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
      scope.set(strings.get(row.term), (list = []));
      this.terms.get(row.scope)!.touch();
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

  /** Up to size labels whose folded text starts with the prefix, heaviest first. */
  complete(scope: string, prefix: string, languages: Set<string>, size: number) {
    const best = new Map<string, CompletionEntry>();
    const entries = this.byKey.get(scope);
    if (!entries) return [];
    for (const term of this.terms.get(scope)!.startingWith(prefix)) {
      for (const entry of entries.get(term)!) {
        if (!languages.has(entry.language)) continue;
        const key = `${entry.label}\u0000${entry.ref_id}`;
        const known = best.get(key);
        if (!known) best.set(key, { ...entry });
        else {
          known.weight = Math.max(known.weight, entry.weight);
          if (entry.language < known.language) known.language = entry.language;
        }
      }
    }
    return [...best.values()]
      .sort((a, b) => b.weight - a.weight || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0))
      .slice(0, size);
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
