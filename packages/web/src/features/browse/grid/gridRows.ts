/**
 * The grid's rows: cards cut into rows of `columns`, with the full-width notes of a boosted
 * search between them ('Might also be relevant' after the hits in the categories the query
 * names; 'No categorized data found.' when it names one and nothing is in it).
 */
import type { SearchHit } from '@vitrine/contracts';
import type { ModelDoc } from '../../../api/models';
import type { ResultPage } from '../../../api/search';

export interface GridItem {
  hit: SearchHit;
  model: ModelDoc | undefined;
}

export type GridRow =
  | { type: 'cards'; key: string; items: GridItem[] }
  | { type: 'note'; key: string; note: 'mightAlsoBeRelevant' | 'noCategorizedData' };

/** Every loaded hit in order, with its model document. */
export function itemsOf(pages: readonly ResultPage[]): GridItem[] {
  return pages.flatMap((page) => page.hits.map((hit) => ({ hit, model: page.models[hit.id] })));
}

function chunk(items: readonly GridItem[], columns: number, out: GridRow[]) {
  for (let i = 0; i < items.length; i += columns) {
    const row = items.slice(i, i + columns);
    out.push({ type: 'cards', key: row[0]!.hit.id, items: row });
  }
}

/**
 * The rows to render; `namesCategory` says the query names a category of this screen. The
 * server orders exact matches (is_leading) first, then the hits in the named categories
 * (is_boosted), then the rest: the notes go before the rest.
 */
export function gridRows(
  items: readonly GridItem[],
  columns: number,
  namesCategory: boolean,
): GridRow[] {
  const rows: GridRow[] = [];
  const anyBoosted = items.some((item) => item.hit.is_boosted);
  const rest = items.findIndex((item) => !item.hit.is_leading && !item.hit.is_boosted);
  if ((!anyBoosted && !namesCategory) || rest === -1) {
    chunk(items, columns, rows);
    return rows;
  }
  chunk(items.slice(0, rest), columns, rows);
  if (!anyBoosted) rows.push({ type: 'note', key: 'none', note: 'noCategorizedData' });
  rows.push({ type: 'note', key: 'might', note: 'mightAlsoBeRelevant' });
  chunk(items.slice(rest), columns, rows);
  return rows;
}
