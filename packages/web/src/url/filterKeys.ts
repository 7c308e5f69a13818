/**
 * f's shape and its pseudo-properties, in a module of their own: the request bodies
 * (api/filtering.ts) read them too, and those go into index.html's inline script, which must
 * not bring the router along.
 */

/** f's value: a key (property tag id or pseudo-property) to the chosen value ids. */
export type Filters = Record<string, string[]>;

/** The pseudo-properties of f besides property tag ids. */
export const FILTER_KEYS = {
  category: 'category',
  owner: 'owner',
  collection: 'collection',
  family: 'family',
  /** Where items come from: ['brand'] leaves community libraries out (docs/BROWSE.md). */
  source: 'source',
  /**
   * Item states: ['draft'] shows drafts only (the draft view's filter, docs/BRANDS.md); the
   * server shows drafts only to their owners in the draft view.
   */
  state: 'state',
} as const;
