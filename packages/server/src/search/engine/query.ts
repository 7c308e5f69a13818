/**
 * One search over one entity's in-memory index: candidates from the text (or every item),
 * filters, ordering, the page and the counters, synchronously (engine.ts holds the
 * index and its caches).
 */
import type { Entity } from '@vitrine/contracts';
import { PUBLIC_STATES, type Visibility } from '../../access';
import { countAll } from './counters';
import type { EntityIndex, TextMatches } from './entity-index';
import type { CompiledGroup } from './filters';
import type { CommunityOf, SearchParams, SearchRows } from '../search.types';
import { textHash } from './item-columns';
import { languageRanks, NEUTRAL, queryPlan, type QueryPlan } from '../text';

/** A bounded selection of the first `limit` rows under an order, without sorting them all. */
function firstRows(rows: number[], limit: number, compare: (a: number, b: number) => number) {
  if (limit === 0) return [];
  if (rows.length <= limit * 4 || limit >= 2000) return rows.sort(compare).slice(0, limit);
  // Keep a sorted window of the best `limit`; most rows lose against its last one at once.
  const window: number[] = [];
  for (const row of rows) {
    if (window.length === limit && compare(row, window[limit - 1]!) >= 0) continue;
    let lo = 0;
    let hi = window.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compare(window[mid]!, row) <= 0) lo = mid + 1;
      else hi = mid;
    }
    window.splice(lo, 0, row);
    if (window.length > limit) window.pop();
  }
  return window;
}

/**
 * Whether the item in a slot is listed for this search's caller (access/visibility.ts):
 * public states for everyone, and each grant's states for its brands' items (a brand's own
 * item is its brand). Flags per state and owner number, so a slot costs a few array reads.
 */
export function listedIn(
  index: EntityIndex,
  entity: Entity,
  visibility: Visibility,
): (slot: number) => boolean {
  const { stateOf, ownerOf } = index;
  const open = index.states.flags(PUBLIC_STATES);
  const grants = visibility.grants.map((g) => ({
    states: index.states.flags(g.states),
    brands:
      g.brands === 'all'
        ? null
        : entity === 'owner'
          ? new Set(g.brands)
          : index.owners.flags(g.brands),
  }));
  return (slot) => {
    const state = stateOf[slot]!;
    if (open[state] === 1) return true;
    for (const { states, brands } of grants) {
      if (states[state] !== 1) continue;
      if (brands === null) return true;
      if (brands instanceof Set ? brands.has(index.idOf(slot)) : brands[ownerOf[slot]!] === 1)
        return true;
    }
    return false;
  };
}

/**
 * The candidates of a search with their scores and best languages: text matches, exact
 * article numbers and ids (score 2 at least, language-neutral); every item when there are no
 * words.
 */
function candidatesOf(
  index: EntityIndex,
  p: SearchParams,
  ranks: readonly number[],
  textMatches: (plan: QueryPlan, whole?: QueryPlan) => TextMatches,
): TextMatches | null {
  if (p.words.length === 0) return null;
  const plan = queryPlan(p.words, p.languages, p.prefixLast, p.compounds, ranks);
  // Whole words as typed rank above words only begun or inside compounds: "bank" (a sofa in
  // Dutch) before "bankje", "stol" (chair in Danish) before "lænestol".
  const whole =
    p.prefixLast || (p.compounds && p.compounds.size > 0)
      ? queryPlan(p.words, p.languages, false)
      : undefined;
  const matches = textMatches(plan, whole);
  const exact = new Set(index.withArticle(p.exact));
  const byId = index.slotOf.get(p.rawId);
  if (byId !== undefined) exact.add(byId);
  if (exact.size === 0) return matches;
  // (The matches may be shared with other searches: changed in a copy.)
  const slots = new Int32Array(matches.length + exact.size);
  const scores = new Float64Array(slots.length);
  const languages = new Uint8Array(slots.length);
  const mixed = new Uint16Array(slots.length);
  slots.set(matches.slots.subarray(0, matches.length));
  scores.set(matches.scores.subarray(0, matches.length));
  languages.set(matches.languages.subarray(0, matches.length));
  mixed.set(matches.mixed.subarray(0, matches.length));
  // An article number or id is no language's: it counts as language-neutral text.
  const neutral = Math.max(0, p.languages.indexOf(NEUTRAL));
  for (let i = 0; i < matches.length; i++)
    if (exact.delete(slots[i]!)) {
      scores[i] = Math.max(scores[i]!, 2);
      // The number is the whole query: no longer a mixed match.
      if (ranks[languages[i]!]! > 0 || mixed[i] !== 0) languages[i] = neutral;
      mixed[i] = 0;
    }
  let n = matches.length;
  for (const slot of exact) {
    slots[n] = slot;
    languages[n] = neutral;
    scores[n++] = 2;
  }
  return { slots, scores, languages, mixed, length: n };
}

/**
 * A search over one entity's index, synchronously from the candidates to the page: no other
 * search runs in between, so scratch space can be shared, and nothing per candidate but
 * numbers is allocated.
 */
export function searchIn(
  index: EntityIndex,
  groups: CompiledGroup[],
  p: SearchParams,
  textMatches: (plan: QueryPlan, whole?: QueryPlan) => TextMatches,
  /** Which items come from community libraries (sources.ts). */
  community: CommunityOf,
  /** Counters kept from an earlier search, or made by `count` (absent: always made). */
  counters: (count: () => SearchRows['counters']) => SearchRows['counters'] = (count) => count(),
): SearchRows {
  const ranks = languageRanks(p.languages, p.ranked);
  const candidates = candidatesOf(index, p, ranks, textMatches);
  const types = p.types && p.types.length > 0 ? new Set(p.types) : null;
  const full = (1 << groups.length) - 1;

  // The items considered (visible, of the types asked), with the filter groups each passes.
  const count = candidates ? candidates.length : index.slotCount;
  const { considered, scores, languages, mixed, passed, flags } = index.candidateSpace(count);
  let length = 0;
  const hits: number[] = [];
  const { stateOf, typeOf, subtyped, weightOf } = index;
  const listed = listedIn(index, p.entity, p.visibility);
  const wantedType = types ? index.types.flags(types) : null;
  const wantedSubtypes = types ? index.codes.numbers(types) : null;
  for (let k = 0; k < count; k++) {
    const slot = candidates ? candidates.slots[k]! : k;
    if (!listed(slot)) continue;
    if (wantedType && wantedType[typeOf[slot]!] !== 1) {
      if (subtyped[slot] === 0) continue;
      if (!index.lists.subtypes.anyIn(slot, wantedSubtypes!)) continue;
    }
    let mask = 0;
    for (let g = 0; g < groups.length; g++) if (groups[g]!.test(slot)) mask |= 1 << g;
    const i = length++;
    considered[i] = slot;
    scores[i] = candidates ? candidates.scores[k]! : 0;
    languages[i] = candidates ? candidates.languages[k]! : 0;
    mixed[i] = candidates ? candidates.mixed[k]! : 0;
    passed[i] = mask;
    if (mask === full) hits.push(i);
  }
  const boosted = index.codes.numbers(p.boosted);
  // Per hit: 1 leading (its article number or title is the query), 2 boosted. A title leads
  // only when it names a product, not when the query is a category's name (p.titlesLead).
  const exactCode = index.codes.find(p.exact);
  const exactTitle = textHash(p.exact);
  const { article_numbers: articleNumbers, category_ids: categories } = index.lists;
  for (const i of hits) {
    const slot = considered[i]!;
    if (
      p.words.length > 0 &&
      ((exactCode !== undefined && articleNumbers.has(slot, exactCode)) ||
        (p.titlesLead && index.titles.has(slot, exactTitle)))
    )
      flags[i] = 1;
    if (boosted.size > 0 && categories.anyIn(slot, boosted)) flags[i] = flags[i]! | 2;
  }
  const leading = (i: number) => flags[i]! & 1;
  // Deprecated items come after available ones, whatever else ranks them: a listing must not
  // open with a model that can no longer be had.
  const deprecatedState = index.states.flags(['deprecated']);
  const late = (i: number) => deprecatedState[stateOf[considered[i]!]!]!;
  const isBoosted = (i: number) => (flags[i]! & 2) >> 1;
  // Matches in a more preferred language come first (the interface language's before
  // another's), then relevance decides within each.
  const rank = (i: number) => (candidates ? ranks[languages[i]!]! : 0);
  // Mixed matches (each word in another of the item's languages) come after every match of
  // all the words in one language, available ones before deprecated ones as everywhere.
  const isMixed = (i: number) => (mixed[i] === 0 ? 0 : 1);
  // Of equally relevant items, brands' come before community libraries' (a tie-break only:
  // a community item that matches better still ranks higher).
  const fromCommunity = (i: number) => community(considered[i]!);
  const byId = (a: number, b: number) => {
    const [x, y] = [index.idOf(considered[a]!), index.idOf(considered[b]!)];
    return x < y ? -1 : x > y ? 1 : 0;
  };
  const compare =
    p.ordering === 'weight'
      ? (a: number, b: number) =>
          late(a) - late(b) ||
          isMixed(a) - isMixed(b) ||
          isBoosted(b) - isBoosted(a) ||
          rank(a) - rank(b) ||
          weightOf[considered[b]!]! - weightOf[considered[a]!]! ||
          scores[b]! - scores[a]! ||
          fromCommunity(a) - fromCommunity(b) ||
          byId(a, b)
      : (a: number, b: number) =>
          late(a) - late(b) ||
          isMixed(a) - isMixed(b) ||
          leading(b) - leading(a) ||
          isBoosted(b) - isBoosted(a) ||
          rank(a) - rank(b) ||
          scores[b]! - scores[a]! ||
          fromCommunity(a) - fromCommunity(b) ||
          weightOf[considered[b]!]! - weightOf[considered[a]!]! ||
          byId(a, b);
  const page = firstRows(hits, p.from + p.size, compare).slice(p.from);

  let preferredTotal = 0;
  let mixedTotal = 0;
  for (const i of hits) {
    if (mixed[i] !== 0) mixedTotal++;
    else if (rank(i) === 0) preferredTotal++;
  }
  return {
    total: hits.length,
    preferredTotal,
    mixedTotal,
    hits: page.map((i) => {
      return {
        ...index.hitFields(considered[i]!),
        score: scores[i]!,
        is_leading: leading(i) === 1,
        is_boosted: isBoosted(i) === 1,
      };
    }),
    counters: counters(() =>
      countAll(index, considered, length, passed, groups, p.counters, community),
    ),
    ...(candidates && p.ranked
      ? { matchedLanguages: matchedLanguages(hits, languages, mixed, p) }
      : {}),
  };
}

/**
 * The languages the hits matched in, each hit in its best one (a mixed match in each its
 * words matched in), most preferred first; the neutral language is named '' as texts name it.
 */
function matchedLanguages(
  hits: number[],
  languages: Uint8Array,
  mixed: Uint16Array,
  p: SearchParams,
): string[] {
  const seen = new Uint8Array(p.languages.length);
  for (const i of hits) {
    seen[languages[i]!] = 1;
    const mask = mixed[i]!;
    if (mask !== 0) for (let l = 0; l < seen.length; l++) if (mask & (1 << l)) seen[l] = 1;
  }
  const ranks = languageRanks(p.languages, p.ranked);
  return p.languages
    .map((language, l) => ({ language, l }))
    .filter(({ l }) => seen[l] === 1)
    .sort((a, b) => ranks[a.l]! - ranks[b.l]! || a.l - b.l)
    .map(({ language }) => (language === NEUTRAL ? '' : language));
}
