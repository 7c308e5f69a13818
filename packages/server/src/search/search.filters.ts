/**
 * Filters turned into predicates over indexed items, each group with the facet it belongs
 * to, so a counter can leave out its own facet's groups (disjunctive facets).
 */
import type { FilterGroup, FilterScope, SearchFilter } from '@vitrine/contracts';
import { invalidField } from '../errors';
import type { IndexedItem } from './search.index';

export type Predicate = (item: IndexedItem) => boolean;

export interface CompiledGroup {
  test: Predicate;
  /** The facet all of the group's filters belong to, or null. */
  facet: string | null;
}

/** Regular expressions are run by PostgreSQL over the values a scope holds (linear time). */
export type RegexMatcher = (values: string[], patterns: string[]) => Promise<Set<string>>;

const NUMERIC_SCOPES: Partial<Record<FilterScope, (item: IndexedItem) => number>> = {
  models_count_cad: (item) => item.count_cad,
  models_count_material: (item) => item.count_material,
};

const single = (value: string | null) => (value === null ? [] : [value]);

/** Each scope as the list of strings an item holds for it. */
export const ARRAY_SCOPES: Record<string, (item: IndexedItem) => readonly string[]> = {
  ids: (item) => [item.id],
  owner_ids: (item) => single(item.owner_id),
  types: (item) => [item.type, ...item.subtypes],
  collection_ids: (item) => item.collection_ids,
  product_family_ids: (item) => item.family_ids,
  tag_ids: (item) => item.tag_ids,
  category_tag_ids: (item) => item.category_ids,
  category_tag_namespaces: (item) => item.namespaces,
  namespaces: (item) => item.namespaces,
  property_values: (item) => item.tag_ids,
};

/** The facet a filter belongs to, so its counter can leave it out. */
function facetOf(filter: SearchFilter): string | null {
  switch (filter.scope) {
    case 'owner_ids':
    case 'collection_ids':
    case 'product_family_ids':
      return filter.scope;
    case 'category_tag_ids':
    case 'category_tag_namespaces':
      return 'category_tag_ids';
    case 'property_values':
      return filter.property_tag_id ? `property_values:${filter.property_tag_id}` : null;
    default:
      return null;
  }
}

/** A regular expression PostgreSQL runs in linear time: no back-references, bounded size. */
function checkRegex(value: string, field: string) {
  if (value.length > 200)
    throw invalidField(field, 'must be a regular expression of at most 200 characters');
  if (/\\[1-9]|\(\?[=!<]/.test(value))
    throw invalidField(
      field,
      'must be a regular expression without back-references or look-arounds',
    );
  try {
    new RegExp(value);
  } catch {
    throw invalidField(field, 'must be a valid regular expression');
  }
}

function rangeFilter(filter: SearchFilter, field: string): Predicate {
  const numeric = NUMERIC_SCOPES[filter.scope];
  const property = filter.scope === 'property_values' ? filter.property_tag_id : undefined;
  const valueOf: ((item: IndexedItem) => number | undefined) | undefined =
    numeric ?? (property ? (item) => item.numbers[property] : undefined);
  if (!valueOf) {
    throw invalidField(
      `${field}.scope`,
      'must be property_values with a property_tag_id, models_count_cad or models_count_material for a range',
    );
  }
  const values = filter.values ?? [];
  const bound = (v: unknown, name: string) => {
    if (v === null || v === undefined) return null;
    const n = typeof v === 'number' ? v : Number(v);
    if (!Number.isFinite(n))
      throw invalidField(`${field}.values`, `must be a number or null as ${name}`);
    return n;
  };
  const lo = bound(values[0], 'minimum') ?? -Infinity;
  const hi = bound(values[1], 'maximum') ?? Infinity;
  if (values.length !== 2) throw invalidField(`${field}.values`, 'must be [minimum, maximum]');
  return (item) => {
    const value = valueOf(item);
    return value !== undefined && value >= lo && value <= hi;
  };
}

/**
 * Compiles the request's filter groups; `vocabulary` lists the values a scope holds, for
 * regular expressions.
 */
export async function compileFilters(
  groups: FilterGroup[],
  vocabulary: (scope: FilterScope) => string[],
  regexMatches: RegexMatcher,
): Promise<CompiledGroup[]> {
  const compileOne = async (filter: SearchFilter, field: string): Promise<Predicate> => {
    if (filter.algorithm === 'range') return rangeFilter(filter, field);
    const values = filter.values ?? [];
    if (values.length === 0) throw invalidField(`${field}.values`, 'must hold at least one value');
    const numeric = NUMERIC_SCOPES[filter.scope];
    if (numeric) {
      const numbers = values.map(Number);
      if (numbers.some((n) => !Number.isInteger(n)))
        throw invalidField(`${field}.values`, 'must be whole numbers');
      if (filter.algorithm !== 'exact_or')
        throw invalidField(`${field}.algorithm`, 'must be exact_or or range for a count');
      const wanted = new Set(numbers);
      return (item) => wanted.has(numeric(item));
    }
    const strings = values.map((v) => String(v));
    const array = ARRAY_SCOPES[filter.scope] ?? ARRAY_SCOPES.tag_ids!;
    const anyOf = (wanted: Set<string>): Predicate => {
      // The single-valued scopes are tested without building their one-value lists.
      if (filter.scope === 'owner_ids')
        return (item) => item.owner_id !== null && wanted.has(item.owner_id);
      if (filter.scope === 'ids') return (item) => wanted.has(item.id);
      return (item) => {
        for (const x of array(item)) if (wanted.has(x)) return true;
        return false;
      };
    };
    switch (filter.algorithm) {
      case 'exact_or':
        return anyOf(new Set(strings));
      case 'exact_and':
        return (item) => {
          const held = array(item);
          return strings.every((s) => held.includes(s));
        };
      case 'prefix':
        return (item) => array(item).some((x) => strings.some((s) => x.startsWith(s)));
      case 'regex_or':
        strings.forEach((s, i) => checkRegex(s, `${field}.values[${i}]`));
        return anyOf(await regexMatches(vocabulary(filter.scope), strings));
    }
  };

  const compiled: CompiledGroup[] = [];
  for (const [g, group] of groups.entries()) {
    const tests: Predicate[] = [];
    for (const [i, filter] of group.filters.entries())
      tests.push(await compileOne(filter, `filtering[${g}].filters[${i}]`));
    const facets = new Set(group.filters.map(facetOf));
    const facet = facets.size === 1 ? [...facets][0]! : null;
    // (Plain loops: a callback made per call would be garbage per item.)
    const test: Predicate =
      tests.length === 0
        ? () => true
        : tests.length === 1
          ? tests[0]!
          : group.operator === 'or'
            ? (item) => {
                for (const t of tests) if (t(item)) return true;
                return false;
              }
            : (item) => {
                for (const t of tests) if (!t(item)) return false;
                return true;
              };
    compiled.push({ test, facet });
  }
  return compiled;
}
