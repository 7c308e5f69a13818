/**
 * What choosing a suggestion does, as a visitor expects from its group (docs/WEB.md):
 * - Brand: on the brand list or a brand page, opens that brand's page; on the models and
 *   materials screens, filters by the brand (and drops the typed prefix).
 * - Collection: collection titles carry no id, so the title becomes the search text.
 * - Product family: filters by the family; on the all-brands screens also by its brand
 *   (families only filter within one brand).
 * - Property value (e.g. "Oak"): filters by that value of its property.
 * - Category: filters by the category.
 * - Property (e.g. "Width"): a property alone is no filter; its name becomes the search text.
 * On a brand's collections and families tabs every suggestion becomes the search text.
 */
import { fetchItem } from '../../api/fetchItem';
import { FILTER_KEYS, type Filters } from '../../url';
import type { PageSearchScope } from '../../page/page-context';
import type { Suggestion } from './suggestions';

export type Choice =
  | { kind: 'query'; query: string }
  | { kind: 'filters'; filters: Filters }
  | { kind: 'navigate'; path: string };

async function parentOf(valueTagId: string): Promise<string | undefined> {
  return (await fetchItem('tags', valueTagId))?.parent_tag_ids?.[0];
}

async function ownerOf(collectionId: string): Promise<string | undefined> {
  return (await fetchItem('collections', collectionId))?.owner_id;
}

/** What `suggestion` does on a page of `scope` whose filters are `filters`. */
export async function chooseSuggestion(
  suggestion: Suggestion,
  scope: PageSearchScope,
  filters: Filters,
): Promise<Choice> {
  const { id, label } = suggestion;
  const onBrandPage = scope.kind.startsWith('brand-');
  const add = (key: string, value: string, extra: Filters = {}): Choice => ({
    kind: 'filters',
    filters: { ...filters, ...extra, [key]: [value] },
  });
  // Collection and family lists of a brand page search their titles.
  const listsCollections = scope.kind === 'brand-collections' || scope.kind === 'brand-families';
  if (!id || listsCollections) return { kind: 'query', query: label };
  switch (suggestion.group) {
    case 'brand':
      if (scope.kind === 'brands' || onBrandPage) {
        return { kind: 'navigate', path: `/brands/${encodeURIComponent(id)}` };
      }
      return add(FILTER_KEYS.owner, id);
    case 'family': {
      if (onBrandPage) return add(FILTER_KEYS.family, id);
      const owner = await ownerOf(id);
      return owner
        ? add(FILTER_KEYS.family, id, { [FILTER_KEYS.owner]: [owner] })
        : { kind: 'query', query: label };
    }
    case 'propertyValue': {
      const property = await parentOf(id);
      return property ? add(property, id) : { kind: 'query', query: label };
    }
    case 'category':
      return add(FILTER_KEYS.category, id);
    default:
      return { kind: 'query', query: label };
  }
}
