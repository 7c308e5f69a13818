/**
 * Filters turned into predicates over indexed items, each group with the facet it belongs
 * to, so a counter can leave out its own facet's groups (disjunctive facets).
 */
import {
  ITEM_STATES,
  SOURCES,
  type FilterGroup,
  type FilterScope,
  type SearchFilter,
} from '@vitrine/contracts';
import { invalidField } from '../../errors';
import type { CommunityOf } from '../search.types';
import type { ItemColumns, ListField } from './item-columns';
import { checkRegex, isDataError, MAX_PATTERNS, MAX_REQUEST_EXPANSION } from './regex';

/** Whether the item in a slot of the entity's index passes. */
export type Predicate = (slot: number) => boolean;

/** What filters read: the index's columns. */
export type FilterSource = ItemColumns & {
  /** The values a scope holds (what a regular expression can match). */
  vocabulary(scope: FilterScope): string[];
};

export interface CompiledGroup {
  test: Predicate;
  /** The facet all of the group's filters belong to, or null. */
  facet: string | null;
}

/** Regular expressions are run by PostgreSQL over the values a scope holds (linear time). */
export type RegexMatcher = (values: string[], patterns: string[]) => Promise<Set<string>>;

/** Numeric scopes: a slot's value. (The column is read anew per slot: it grows by replacement.) */
const NUMERIC_SCOPES: Partial<Record<FilterScope, (source: FilterSource, slot: number) => number>> =
  {
    models_count_cad: (source, slot) => source.countCadOf[slot]!,
    models_count_material: (source, slot) => source.countMaterialOf[slot]!,
    modified_epochmillis: (source, slot) => source.modifiedOf[slot]!,
  };
/** Numeric scopes only a range applies to (a time is never asked for exactly). */
const RANGE_ONLY: readonly FilterScope[] = ['modified_epochmillis'];

/** The list field each list scope reads (other scopes read tag_ids). */
const LIST_SCOPES: Partial<Record<FilterScope, ListField>> = {
  collection_ids: 'collection_ids',
  product_family_ids: 'family_ids',
  tag_ids: 'tag_ids',
  category_tag_ids: 'category_ids',
  category_tag_namespaces: 'namespaces',
  namespaces: 'namespaces',
  property_values: 'tag_ids',
};

/** The strings an item holds for a scope. */
export function valuesOf(source: ItemColumns, scope: FilterScope, slot: number): string[] {
  switch (scope) {
    case 'ids':
      return [source.idOf(slot)];
    case 'owner_ids': {
      const owner = source.ownerOf[slot]!;
      return owner === 0 ? [] : [source.owners.values[owner]!];
    }
    case 'types':
      return [source.types.values[source.typeOf[slot]!]!, ...source.strings('subtypes', slot)];
    default:
      return source.strings(LIST_SCOPES[scope] ?? 'tag_ids', slot);
  }
}

/** The facet a filter belongs to, so its counter can leave it out. */
function facetOf(filter: SearchFilter): string | null {
  switch (filter.scope) {
    case 'owner_ids':
    case 'collection_ids':
    case 'product_family_ids':
    case 'sources':
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

function rangeFilter(filter: SearchFilter, field: string, source: FilterSource): Predicate {
  const numeric = NUMERIC_SCOPES[filter.scope];
  const property = filter.scope === 'property_values' ? filter.property_tag_id : undefined;
  if (!numeric && !property) {
    throw invalidField(
      `${field}.scope`,
      'must be property_values with a property_tag_id, models_count_cad, models_count_material or modified_epochmillis for a range',
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
  if (numeric)
    return (slot) => {
      const value = numeric(source, slot);
      return value >= lo && value <= hi;
    };
  // A column read by slot: much faster than each item's own record of numbers. (NaN, no
  // value, is in no range.)
  const column = source.numberColumn(property!);
  return (slot) => {
    const value = column[slot]!;
    return value >= lo && value <= hi;
  };
}

/**
 * The values matching any of the patterns. PostgreSQL refuses some syntax JavaScript accepts
 * (\p{L}, [\d-z]): its data error (class 22) names the pattern at fault, found by compiling
 * each alone.
 */
async function regexMatchesOf(
  values: string[],
  patterns: string[],
  field: string,
  regexMatches: RegexMatcher,
): Promise<Set<string>> {
  try {
    return await regexMatches(values, patterns);
  } catch (error) {
    if (!isDataError(error)) throw error;
    for (const [i, pattern] of patterns.entries()) {
      try {
        await regexMatches([''], [pattern]);
      } catch (one) {
        if (!isDataError(one)) throw one;
        throw invalidField(
          `${field}.values[${i}]`,
          `must be a regular expression PostgreSQL accepts (${(one as Error).message})`,
        );
      }
    }
    throw invalidField(`${field}.values`, 'must be regular expressions PostgreSQL accepts');
  }
}

/**
 * The values of an exact_or filter over a fixed set (`sources`, `states`): at least one, each
 * one of `allowed`; otherwise 400 naming the field.
 */
function oneOfValues(
  filter: SearchFilter,
  field: string,
  scope: string,
  allowed: readonly string[],
): string[] {
  if (filter.algorithm !== 'exact_or')
    throw invalidField(`${field}.algorithm`, `must be exact_or for ${scope}`);
  const values = (filter.values ?? []).map(String);
  if (values.length === 0) throw invalidField(`${field}.values`, 'must hold at least one value');
  values.forEach((value, i) => {
    if (!allowed.includes(value))
      throw invalidField(`${field}.values[${i}]`, `must be one of ${allowed.join(', ')}`);
  });
  return values;
}

/** `sources`: brand or community items, exact_or only (each item has exactly one source). */
function sourcesFilter(filter: SearchFilter, field: string, community: CommunityOf): Predicate {
  const values = oneOfValues(filter, field, 'sources', SOURCES);
  const brand = values.includes('brand');
  const fromCommunity = values.includes('community');
  if (brand && fromCommunity) return () => true;
  return brand ? (slot) => community(slot) === 0 : (slot) => community(slot) === 1;
}

/**
 * `states`: items in any of these states, exact_or only. It only narrows the results: what
 * the caller may see at all was decided before (access/visibility.ts), so asking for drafts
 * outside an owner's draft view finds nothing.
 */
function statesFilter(filter: SearchFilter, field: string, source: FilterSource): Predicate {
  const values = oneOfValues(filter, field, 'states', ITEM_STATES);
  const flags = source.states.flags(values);
  return (slot) => flags[source.stateOf[slot]!] === 1;
}

/**
 * Compiles the request's filter groups; `vocabulary` lists the values a scope holds, for
 * regular expressions; `community` tells an item's source (sources.ts).
 */
export async function compileFilters(
  groups: FilterGroup[],
  source: FilterSource,
  regexMatches: RegexMatcher,
  community: CommunityOf,
): Promise<CompiledGroup[]> {
  const patterns = groups
    .flatMap((g) => g.filters)
    .filter((f) => f.algorithm === 'regex_or')
    .reduce((n, f) => n + (f.values?.length ?? 0), 0);
  if (patterns > MAX_PATTERNS)
    throw invalidField('filtering', `must hold at most ${MAX_PATTERNS} regular expressions`);
  /** The request's patterns' sizes so far (regex.ts). */
  let expansion = 0;
  const compileOne = async (filter: SearchFilter, field: string): Promise<Predicate> => {
    if (filter.scope === 'sources') return sourcesFilter(filter, field, community);
    if (filter.scope === 'states') return statesFilter(filter, field, source);
    if (filter.algorithm === 'range') return rangeFilter(filter, field, source);
    if (RANGE_ONLY.includes(filter.scope))
      throw invalidField(`${field}.algorithm`, `must be range for ${filter.scope}`);
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
      return (slot) => wanted.has(numeric(source, slot));
    }
    const strings = values.map((v) => String(v));
    const scope = filter.scope;
    const anyOf = (wanted: Set<string>): Predicate => {
      // Read off the columns by number: flags per string number of the values wanted.
      if (scope === 'owner_ids') {
        const flags = source.owners.flags(wanted);
        return (slot) => flags[source.ownerOf[slot]!] === 1;
      }
      // (A set of numbers, not flags over every string the index holds: millions of them.)
      const codes = source.codes.numbers(wanted);
      if (scope === 'ids') return (slot) => codes.has(source.idCode(slot));
      if (scope === 'types') {
        const types = source.types.flags(wanted);
        const subtypes = source.lists.subtypes;
        return (slot) => types[source.typeOf[slot]!] === 1 || subtypes.anyIn(slot, codes);
      }
      const list = source.lists[LIST_SCOPES[scope] ?? 'tag_ids'];
      return (slot) => list.anyIn(slot, codes);
    };
    switch (filter.algorithm) {
      case 'exact_or':
        return anyOf(new Set(strings));
      case 'exact_and':
        return (slot) => {
          const held = valuesOf(source, scope, slot);
          return strings.every((s) => held.includes(s));
        };
      case 'prefix':
        return (slot) =>
          valuesOf(source, scope, slot).some((x) => strings.some((s) => x.startsWith(s)));
      case 'regex_or':
        strings.forEach((s, i) => (expansion += checkRegex(s, `${field}.values[${i}]`)));
        if (expansion > MAX_REQUEST_EXPANSION)
          throw invalidField(
            'filtering',
            `must not expand to more than ${MAX_REQUEST_EXPANSION} atoms over all its regular expressions`,
          );
        return anyOf(
          await regexMatchesOf(source.vocabulary(filter.scope), strings, field, regexMatches),
        );
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
            ? (slot) => {
                for (const t of tests) if (t(slot)) return true;
                return false;
              }
            : (slot) => {
                for (const t of tests) if (!t(slot)) return false;
                return true;
              };
    compiled.push({ test, facet });
  }
  return compiled;
}
