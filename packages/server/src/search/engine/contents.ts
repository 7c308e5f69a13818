/**
 * What the engine holds in memory: each entity's items with their inverted index, the
 * completion vocabulary, one copy of every string, and what is derived from them until the
 * next change (kept text matches and counters, category labels). Every change goes through
 * `apply` or `replace`, which drop the derived values and tell the change feed's listeners.
 */
import type { Entity } from '@vitrine/contracts';
import type { IndexedItem, SearchRows, SnapshotPart, TermChange } from '../search.types';
import { Completions, type CompletionEntry } from './completions';
import { EntityIndex, type TextMatches } from './entity-index';
import type { ItemText } from './item-text';
import { Recent, Strings } from './keys';
import { communityOf, type CommunityOf } from './sources';

/**
 * Queries whose text matches are kept: at most 256, and at most 32 MB of them (a word found
 * in most of 100,000 models weighs about 2 MB; the budget, not the count, bounds the memory).
 */
const MATCH_CACHE_SIZE = 256;
const MATCH_CACHE_BYTES = 32 * 1024 * 1024;
const matchBytes = (m: TextMatches) =>
  m.slots.byteLength + m.scores.byteLength + m.languages.byteLength + m.mixed.byteLength;

/** Searches without words whose counters are kept (each a few hundred small entries). */
const COUNTER_CACHE_SIZE = 128;

export type Entities = Record<Entity, EntityIndex>;

export const emptyEntities = (): Entities => ({
  model: new EntityIndex(),
  collection: new EntityIndex(),
  owner: new EntityIndex(),
  tag: new EntityIndex(),
});

/** Told of every item read again, so caches of the same items can drop them. */
export type ItemsChangedListener = (entity: Entity, ids: string[]) => void;

export class IndexContents {
  readonly entities = emptyEntities();
  completions = new Completions();
  readonly strings = new Strings();
  /** Text matches of recent queries, and counters of recent searches without words. */
  readonly recentMatches = new Recent<TextMatches>(MATCH_CACHE_SIZE, {
    total: MATCH_CACHE_BYTES,
    weigh: matchBytes,
  });
  readonly recentCounters = new Recent<SearchRows['counters']>(COUNTER_CACHE_SIZE);
  /** Derived lists kept until the next change. */
  derived: {
    categoryLabels?: CompletionEntry[];
    community?: Partial<Record<Entity, CommunityOf>>;
  } = {};
  private readonly listeners: ItemsChangedListener[] = [];

  onItemsChanged(listener: ItemsChangedListener) {
    this.listeners.push(listener);
  }

  /** Which items of an entity come from community libraries (sources.ts). */
  communityOf(entity: Entity): CommunityOf {
    const known = (this.derived.community ??= {});
    return (known[entity] ??= communityOf(this.entities.owner, this.entities[entity]));
  }

  /** Puts items read from the search tables and completion terms in. */
  apply(items: Array<[Entity, IndexedItem, ItemText]>, terms: TermChange[]) {
    for (const [entity, item, text] of items) this.entities[entity].put(item, text);
    const changed = new Map<Entity, string[]>();
    for (const [entity, item] of items) {
      const ids = changed.get(entity);
      if (ids) ids.push(item.id);
      else changed.set(entity, [item.id]);
    }
    for (const [entity, ids] of changed)
      for (const listener of this.listeners) listener(entity, ids);
    for (const row of terms) this.completions.put(row, this.strings);
    if (items.length > 0 || terms.length > 0) this.derived = {};
    if (items.length > 0) {
      this.recentMatches.clear();
      this.recentCounters.clear();
    }
  }

  /** Replaces everything with an index read whole (a snapshot, before any search). */
  replace(entities: Entities, completions: Completions) {
    Object.assign(this.entities, entities);
    this.completions = completions;
    this.derived = {};
  }

  /** Gives back room the posting lists grew ahead of need (after many rows were read). */
  trim() {
    for (const index of Object.values(this.entities)) index.trim();
    this.completions.pack();
  }

  /** The index as a snapshot keeps it, a part at a time (views of the live index). */
  *parts(): Generator<SnapshotPart> {
    for (const entity of Object.keys(this.entities) as Entity[])
      yield* this.entities[entity].parts(entity);
    yield { kind: 'completions', completions: this.completions.saved() };
  }
}
