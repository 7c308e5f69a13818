/**
 * Who sees which catalogue items: the one rule every read path applies (search, fetch,
 * list, counters, related items, brand pages, favourites, product information, the
 * configurator), so an item that is not published never reaches anyone who may not see it
 * (spec 02 s.4, docs/API.md "Who sees which items").
 *
 * - Published and deprecated items are public: in lists and by direct link.
 * - In the draft view (the caller asks for drafts), a brand's `draft` items join lists and
 *   open by link for its owners (administrators: every brand's), and for holders of an
 *   admission token for the brand, which an owner hands out to show a dealer what is coming.
 * - `suppressed` and `draft_and_suppressed` items are never in lists, even in the draft view;
 *   in the draft view they open by direct link for the brand's owners and administrators.
 * - Anyone else gets the item left out, as if it did not exist.
 *
 * Outside the draft view owners see what everyone sees, so they can check what is public.
 * The search's `states` filter (the web app's 'Drafts only') only narrows what this grants:
 * asking for drafts finds them only where the rules above show them.
 * An item's brand is its owner_id; a brand's own document belongs to itself.
 */
import type { ItemState } from '@vitrine/contracts';
import type { Caller } from './caller';

/** States everyone sees, in lists and by link. */
export const PUBLIC_STATES: readonly ItemState[] = ['published', 'deprecated'];
/** Unreleased items: in their owners' draft view, listed and by link. */
const DRAFT_STATES: readonly ItemState[] = ['draft'];
/** Taken out of lists for good; their owners still open them by link in the draft view. */
const UNLISTED_STATES: readonly ItemState[] = ['suppressed', 'draft_and_suppressed'];

/** Some more states, seen for the items of these brands ('all': every brand's). */
export interface Grant {
  states: readonly ItemState[];
  brands: readonly string[] | 'all';
}

/** What a caller sees: public items, and what the grants add. Plain data, so it can be a key. */
export interface Visibility {
  grants: readonly Grant[];
}

const NOTHING_MORE: Visibility = { grants: [] };

/** Brands whose drafts the caller may preview: logged-in owners, or an admission token's. */
function previewBrands(caller: Caller): readonly string[] | 'all' {
  if (caller.loggedIn && caller.admin) return 'all';
  const owned = caller.loggedIn ? (caller.ownerIds ?? []) : [];
  return [...new Set([...owned, ...(caller.admissionOwnerIds ?? [])])];
}

/** Brands whose unlisted items the caller may open: logged-in owners and administrators. */
function ownedBrands(caller: Caller): readonly string[] | 'all' {
  if (!caller.loggedIn) return [];
  return caller.admin ? 'all' : (caller.ownerIds ?? []);
}

const granted = (grants: Grant[]): Visibility => ({
  grants: grants.filter((g) => g.brands === 'all' || g.brands.length > 0),
});

/** What a list (search, list, counters, related items, collection counts) shows the caller. */
export function listVisibility(caller: Caller, draftView: boolean | undefined): Visibility {
  if (draftView !== true) return NOTHING_MORE;
  return granted([{ states: DRAFT_STATES, brands: previewBrands(caller) }]);
}

/** What a direct link (fetch by id, the configurator, product information) opens for the caller. */
export function linkVisibility(caller: Caller, draftView: boolean | undefined): Visibility {
  if (draftView !== true) return NOTHING_MORE;
  return granted([
    { states: DRAFT_STATES, brands: previewBrands(caller) },
    { states: UNLISTED_STATES, brands: ownedBrands(caller) },
  ]);
}

/** Whether an item in this state, of this brand, is seen under the visibility. */
export function isVisible(
  visibility: Visibility,
  state: string,
  brand: string | null | undefined,
): boolean {
  if ((PUBLIC_STATES as readonly string[]).includes(state)) return true;
  return visibility.grants.some(
    (g) =>
      (g.states as readonly string[]).includes(state) &&
      (g.brands === 'all' || (!!brand && g.brands.includes(brand))),
  );
}
