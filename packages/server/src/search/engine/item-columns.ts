/**
 * An entity's items as columns by slot instead of one object per item: numbers in typed
 * arrays, strings as numbers of one table per index, lists (tags, categories, collections...)
 * as ranges of one array per field. At 100,000 models the objects took about 230 MB of heap
 * (fifteen small objects and fourteen title strings per model, docs/SEARCH.md, Memory); at
 * 1,000,000 their tens of millions of objects made the collector pause for seconds. Titles
 * are kept only as hashes: all a search asks of them is whether one equals the query.
 */
import type { ColumnsPart, IndexedItem } from '../search.types';
import { Codes, resized, type Column } from './keys';

/** Lists an item holds, as numbers of `codes` (strings). */
export const LIST_FIELDS = [
  'subtypes',
  'tag_ids',
  'category_ids',
  'namespaces',
  'collection_ids',
  'family_ids',
  'model_ids',
  'article_numbers',
  'hashtags',
] as const;
export type ListField = (typeof LIST_FIELDS)[number];

/** Each slot's list: values[starts[slot]] up to values[ends[slot]]. Appended in slot order. */
export class Ragged<T extends Int32Array | Float64Array = Int32Array> {
  starts: Int32Array = new Int32Array(0);
  ends: Int32Array = new Int32Array(0);
  used = 0;
  constructor(public values: T) {}

  /** Room for `slots` slots. */
  grow(slots: number) {
    this.starts = resized(this.starts, slots);
    this.ends = resized(this.ends, slots);
  }

  set(slot: number, list: ArrayLike<number>) {
    if (this.used + list.length > this.values.length)
      this.values = resized(this.values, Math.max(1024, (this.used + list.length) * 1.5) | 0);
    this.starts[slot] = this.used;
    for (let k = 0; k < list.length; k++) this.values[this.used++] = list[k]!;
    this.ends[slot] = this.used;
  }

  list(slot: number): number[] {
    const out: number[] = [];
    for (let k = this.starts[slot]!; k < this.ends[slot]!; k++) out.push(this.values[k]!);
    return out;
  }

  has(slot: number, value: number): boolean {
    for (let k = this.starts[slot]!; k < this.ends[slot]!; k++)
      if (this.values[k] === value) return true;
    return false;
  }

  /** Whether a value of the slot is in `wanted`. */
  anyIn(slot: number, wanted: ReadonlySet<number>): boolean {
    const { values } = this;
    for (let k = this.starts[slot]!, end = this.ends[slot]!; k < end; k++)
      if (wanted.has(values[k]!)) return true;
    return false;
  }
}

/** A 53-bit hash of a string (two 32-bit FNV-1a variants): titles are compared by it. */
export function textHash(text: string): number {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995) ^ (b >>> 15);
  }
  return (a >>> 0) * 0x200000 + ((b >>> 0) & 0x1fffff);
}

/** Scalar columns by name (what a snapshot writes), each a typed array by slot. */
interface Scalars {
  id: Int32Array;
  /** 0 for none. */
  namespace: Int32Array;
  highQuality: Uint8Array;
  countCad: Int32Array;
  countMaterial: Int32Array;
  /** Number of `states`; 0 for an empty slot. */
  state: Uint16Array;
  /** Number of `owners`; 0 for none. */
  owner: Int32Array;
  type: Uint16Array;
  /** 1 when the item has subtypes too. */
  subtyped: Uint8Array;
  weight: Float64Array;
  modified: Float64Array;
}

const newScalars = (): Scalars => ({
  id: new Int32Array(0),
  namespace: new Int32Array(0),
  highQuality: new Uint8Array(0),
  countCad: new Int32Array(0),
  countMaterial: new Int32Array(0),
  state: new Uint16Array(0),
  owner: new Int32Array(0),
  type: new Uint16Array(0),
  subtyped: new Uint8Array(0),
  weight: new Float64Array(0),
  modified: new Float64Array(0),
});

type Property = IndexedItem['properties'][number];

export class ItemColumns {
  /** Slots used so far (live and empty). */
  slotCount = 0;
  /** Every string items hold (ids, tag ids, article numbers...), by number. */
  readonly codes = new Codes();
  readonly states = new Codes();
  readonly owners = new Codes();
  readonly types = new Codes();
  /** Distinct property entries ("property\0value\0free-form"), by number. */
  readonly props = new Codes();
  protected scalars = newScalars();
  readonly lists = Object.fromEntries(
    LIST_FIELDS.map((f) => [f, new Ragged(new Int32Array(0))]),
  ) as Record<ListField, Ragged>;
  /** Numbers of `props` per slot. */
  readonly properties = new Ragged(new Int32Array(0));
  /** Hashes of the folded titles per slot (textHash). */
  readonly titles = new Ragged(new Float64Array(0));
  /** Free-form numbers by property, NaN where a slot has none. */
  protected numbers = new Map<string, Float64Array>();
  private capacity = 0;
  /** Property entries as answers show them, one frozen object each (made when asked). */
  private propObjects: Property[] = [];

  get stateOf() {
    return this.scalars.state;
  }
  get ownerOf() {
    return this.scalars.owner;
  }
  get typeOf() {
    return this.scalars.type;
  }
  get subtyped() {
    return this.scalars.subtyped;
  }
  get weightOf() {
    return this.scalars.weight;
  }
  get modifiedOf() {
    return this.scalars.modified;
  }

  get countCadOf() {
    return this.scalars.countCad;
  }
  get countMaterialOf() {
    return this.scalars.countMaterial;
  }
  /** The number of the item's id in `codes`. */
  idCode(slot: number): number {
    return this.scalars.id[slot]!;
  }

  /** The item's id (slots emptied keep theirs). */
  idOf(slot: number): string {
    return this.codes.values[this.scalars.id[slot]!]!;
  }

  isLive(slot: number): boolean {
    return slot < this.slotCount && this.scalars.state[slot] !== 0;
  }

  /** Writes an item's columns into the next slot; returns the slot. */
  protected append(item: IndexedItem): number {
    const slot = this.slotCount++;
    if (slot >= this.capacity) this.grow(Math.max(slot + 1, Math.ceil(this.capacity * 1.5), 1024));
    const s = this.scalars;
    const code = (value: string) => this.codes.code(value);
    s.id[slot] = code(item.id);
    s.namespace[slot] = item.namespace === null ? 0 : code(item.namespace);
    s.highQuality[slot] = item.is_high_quality ? 1 : 0;
    s.countCad[slot] = item.count_cad;
    s.countMaterial[slot] = item.count_material;
    s.state[slot] = this.states.code(item.state);
    s.owner[slot] = item.owner_id === null ? 0 : this.owners.code(item.owner_id);
    s.type[slot] = this.types.code(item.type);
    s.subtyped[slot] = item.subtypes.length > 0 ? 1 : 0;
    s.weight[slot] = item.weight;
    s.modified[slot] = item.modified_epochmillis;
    for (const field of LIST_FIELDS) this.lists[field].set(slot, item[field].map(code));
    this.properties.set(
      slot,
      item.properties.map((p) => {
        const key = `${p.property_tag_id}\u0000${p.value_tag_id}\u0000${p.value_freeform ?? ''}`;
        return this.props.code(key);
      }),
    );
    this.titles.set(slot, item.titles.map(textHash));
    for (const [property, value] of Object.entries(item.numbers)) {
      let column = this.numbers.get(property);
      if (!column) this.numbers.set(property, (column = new Float64Array(this.capacity).fill(NaN)));
      column[slot] = value;
    }
    return slot;
  }

  private grow(size: number) {
    const columns = this.scalars as unknown as Record<string, Column>;
    for (const name of Object.keys(columns)) columns[name] = resized(columns[name]!, size);
    for (const ragged of [...Object.values(this.lists), this.properties, this.titles])
      ragged.grow(size);
    for (const [property, column] of this.numbers)
      this.numbers.set(property, resized(column, size).fill(NaN, column.length));
    this.capacity = size;
  }

  /** A property entry by its number: property, value and free-form value. */
  property(prop: number): Property {
    let known = this.propObjects[prop];
    if (!known) {
      const [property_tag_id, value_tag_id, freeform] = this.props.values[prop]!.split('\u0000');
      known = this.propObjects[prop] = Object.freeze({
        property_tag_id: property_tag_id!,
        value_tag_id: value_tag_id!,
        ...(freeform ? { value_freeform: freeform } : {}),
      });
    }
    return known;
  }

  /** A list field's strings for a slot. */
  strings(field: ListField, slot: number): string[] {
    return this.lists[field].list(slot).map((c) => this.codes.values[c]!);
  }

  /** The item's fields a hit shows (everything but numbers, article numbers and titles). */
  hitFields(slot: number): Omit<IndexedItem, 'numbers' | 'article_numbers' | 'titles'> {
    const s = this.scalars;
    const owner = s.owner[slot]!;
    const namespace = s.namespace[slot]!;
    return {
      id: this.idOf(slot),
      type: this.types.values[s.type[slot]!]!,
      subtypes: this.strings('subtypes', slot),
      state: this.states.values[s.state[slot]!]!,
      owner_id: owner === 0 ? null : this.owners.values[owner]!,
      weight: s.weight[slot]!,
      is_high_quality: s.highQuality[slot] === 1,
      tag_ids: this.strings('tag_ids', slot),
      category_ids: this.strings('category_ids', slot),
      namespaces: this.strings('namespaces', slot),
      collection_ids: this.strings('collection_ids', slot),
      family_ids: this.strings('family_ids', slot),
      model_ids: this.strings('model_ids', slot),
      properties: this.properties.list(slot).map((p) => this.property(p)),
      count_cad: s.countCad[slot]!,
      count_material: s.countMaterial[slot]!,
      hashtags: this.strings('hashtags', slot),
      namespace: namespace === 0 ? null : this.codes.values[namespace]!,
      modified_epochmillis: s.modified[slot]!,
    };
  }

  /** One numeric property of every slot, NaN where there is none. */
  numberColumn(property: string): Float64Array {
    let column = this.numbers.get(property);
    if (!column) this.numbers.set(property, (column = new Float64Array(this.capacity).fill(NaN)));
    return column;
  }

  /**
   * The columns with only the slots `keep` flags, renumbered in order (their lists copied
   * without the ranges of dropped slots).
   */
  protected compactColumns(renumber: Int32Array, live: number) {
    const s = this.scalars as unknown as Record<string, Column>;
    for (const name of Object.keys(s)) {
      const from = s[name]!;
      const to = new (from.constructor as new (n: number) => Column)(live);
      for (let slot = 0; slot < this.slotCount; slot++)
        if (renumber[slot]! >= 0) to[renumber[slot]!] = from[slot]!;
      s[name] = to;
    }
    const compactRagged = <T extends Int32Array | Float64Array>(r: Ragged<T>) => {
      const next = new Ragged(new (r.values.constructor as new (n: number) => T)(0));
      next.grow(live);
      for (let slot = 0; slot < this.slotCount; slot++)
        if (renumber[slot]! >= 0)
          next.set(renumber[slot]!, r.values.subarray(r.starts[slot], r.ends[slot]));
      return next;
    };
    for (const field of LIST_FIELDS) this.lists[field] = compactRagged(this.lists[field]);
    (this as { properties: Ragged }).properties = compactRagged(this.properties);
    (this as { titles: Ragged<Float64Array> }).titles = compactRagged(this.titles);
    for (const [property, from] of this.numbers) {
      const to = new Float64Array(live);
      for (let slot = 0; slot < this.slotCount; slot++)
        if (renumber[slot]! >= 0) to[renumber[slot]!] = from[slot]!;
      this.numbers.set(property, to);
    }
    this.slotCount = live;
    this.capacity = live;
  }

  /** The columns as a snapshot keeps them: exact views of the live arrays. */
  columnsPart(): ColumnsPart {
    const arrays: Record<string, Column> = {};
    const n = this.slotCount;
    for (const [name, column] of Object.entries(this.scalars))
      arrays[`scalar:${name}`] = (column as Column).subarray(0, n);
    const ragged = { ...this.lists, properties: this.properties, titles: this.titles } as Record<
      string,
      Ragged<Int32Array | Float64Array>
    >;
    for (const [name, r] of Object.entries(ragged)) {
      arrays[`starts:${name}`] = r.starts.subarray(0, n);
      arrays[`ends:${name}`] = r.ends.subarray(0, n);
      arrays[`values:${name}`] = r.values.subarray(0, r.used);
    }
    for (const [property, column] of this.numbers)
      arrays[`number:${property}`] = column.subarray(0, n);
    return {
      tables: {
        codes: this.codes.values,
        states: this.states.values,
        owners: this.owners.values,
        types: this.types.values,
        props: this.props.values,
      },
      arrays,
      slots: n,
    };
  }

  /** Takes a snapshot's columns as they are (into an empty index). */
  protected restoreColumns({ tables, arrays, slots }: ColumnsPart) {
    this.codes.restore(tables.codes);
    this.states.restore(tables.states);
    this.owners.restore(tables.owners);
    this.types.restore(tables.types);
    this.props.restore(tables.props);
    const ragged = { ...this.lists, properties: this.properties, titles: this.titles } as Record<
      string,
      Ragged<Int32Array | Float64Array>
    >;
    for (const [key, array] of Object.entries(arrays)) {
      const [kind, name] = key.split(/:(.*)/s) as [string, string];
      if (kind === 'scalar') (this.scalars as unknown as Record<string, Column>)[name] = array;
      else if (kind === 'number') this.numbers.set(name, array as Float64Array);
      else {
        const r = ragged[name];
        if (!r) throw new Error(`unknown search snapshot column ${key}`);
        if (kind === 'starts') r.starts = array as Int32Array;
        else if (kind === 'ends') r.ends = array as Int32Array;
        else {
          r.values = array as Int32Array | Float64Array;
          r.used = array.length;
        }
      }
    }
    this.slotCount = slots;
    this.capacity = slots;
  }
}
