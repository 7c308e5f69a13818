/**
 * Whether the visitor owns a brand. Ownership comes with accounts (the draft view fetches
 * the user's owned brand ids, spec 02 s.6); until accounts exist nobody owns a brand, and
 * this is the one place that will change when they do.
 */
export function isOwnedByUser(_ownerId: string): boolean {
  return false;
}
