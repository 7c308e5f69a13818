/**
 * Where items come from: brands, or community libraries (owners of type `community`, and
 * what they own). Read off the owners' index when a search needs it, not written into each
 * item's search row: an owner whose type changes changes its items' source at once, and the
 * search tables and snapshots hold nothing new. Kept until the index changes (contents.ts).
 */
import type { CommunityOf } from '../search.types';
import type { EntityIndex } from './entity-index';

export type { CommunityOf };

export const COMMUNITY_OWNER_TYPE = 'community';

/** Whether the owner in a slot of the owners' index is a community library. */
export function isCommunity(owners: EntityIndex, slot: number): boolean {
  return owners.isLive(slot) && owners.types.values[owners.typeOf[slot]!] === COMMUNITY_OWNER_TYPE;
}

/**
 * The source of every slot of `index`: for the owners' own index, the owner's type; for
 * models and collections, their owner's type (an owner not indexed yet counts as a brand).
 */
export function communityOf(owners: EntityIndex, index: EntityIndex): CommunityOf {
  if (index === owners) {
    const communityType = owners.types.flags([COMMUNITY_OWNER_TYPE]);
    return (slot) => communityType[owners.typeOf[slot]!] ?? 0;
  }
  // One flag per owner number of this index: a few thousand owners at most, where items
  // are counted in hundreds of thousands.
  const flags = new Uint8Array(index.owners.values.length);
  index.owners.values.forEach((id, code) => {
    const slot = code === 0 ? undefined : owners.slotOf.get(id);
    if (slot !== undefined && isCommunity(owners, slot)) flags[code] = 1;
  });
  return (slot) => flags[index.ownerOf[slot]!] ?? 0;
}
