/**
 * One catalogue item by id with all its parts (no fetch flags): for a single look-up, such
 * as a search-bar suggestion's family or property value. A module of its own, so the shell,
 * which uses it, does not load the browse screens' request bodies (models.ts) at start.
 */
import { postJson } from './client';
import type { DocOf, Entity } from './models';

/** The item, or null when the catalogue does not have it (or hides it). */
export async function fetchItem<E extends Entity>(entity: E, id: string): Promise<DocOf[E] | null> {
  const answer = await postJson<Record<E, Array<DocOf[E]>>>(`/v1/${entity}/fetch`, { ids: [id] });
  return answer[entity][0] ?? null;
}
