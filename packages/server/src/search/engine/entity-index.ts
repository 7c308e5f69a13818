/**
 * One entity's items in memory with an inverted index of their text: for every lexeme, the
 * slots of the items holding it and the field weight of each occurrence. Item texts are not
 * kept once posted; a replaced item leaves an empty slot, and compaction renumbers the
 * slots inside the posting lists.
 */
import type { Entity, FilterScope } from '@vitrine/contracts';
import { ARRAY_SCOPES, type FilterSource } from './filters';
import { Codes, inParts, renewed, resized, SortedKeys, Strings } from './keys';
import type { IndexedItem, SnapshotPart } from '../search.types';
import { NEUTRAL, type PlannedWord, type QueryPlan } from '../text';
import { internItem, type ItemText } from './item-text';

/** Matching items' slots and their scores, in no particular order. */
export interface TextMatches {
  slots: Int32Array;
  scores: Float64Array;
  /**
   * Per match, the plan entry (its index) of the best ranked language it matched in: the
   * first of the most preferred rank in the plan's order.
   */
  languages: Uint8Array;
  length: number;
}

/** No language yet (a slot's best language while its words are being counted). */
const NO_LANGUAGE = 255;

/** ts_rank's default weights for D, C, B, A, and its normalisation of one position. */
const WEIGHTS = [0.1, 0.3, 0.6, 1.0];
const RANK_DIVISOR = 1.64493406685;

/** One lexeme's occurrences, slot × 4 + weight code, in a growable typed array. */
class Postings {
  data: Int32Array = new Int32Array(2);
  length = 0;
  push(code: number) {
    if (this.length === this.data.length) {
      // By half again: a bulk read of 1,000,000 models grows every list this way.
      this.data = resized(this.data, this.data.length + (this.data.length >> 1) + 2);
    }
    this.data[this.length++] = code;
  }
}

/** Items and posting-list entries per snapshot part (a few megabytes each). */
const ITEMS_PER_PART = 5000;
const CODES_PER_PART = 1 << 20;

export class EntityIndex implements FilterSource {
  /** Item slots; a replaced item leaves an empty slot its old postings still point to. */
  items: Array<IndexedItem | undefined> = [];
  /**
   * Columns by slot for what every search reads of every candidate, so the candidates' own
   * objects (spread over a large heap) are not visited: state (0 for an empty slot) and
   * owner (0 for none), as numbers of `states` and `owners`.
   */
  stateOf = new Uint16Array(0);
  ownerOf = new Int32Array(0);
  /** The item's type, whether it has subtypes too (1), its weight and modification time. */
  typeOf = new Uint16Array(0);
  subtyped = new Uint8Array(0);
  weightOf = new Float64Array(0);
  modifiedOf = new Float64Array(0);
  readonly states = new Codes();
  readonly owners = new Codes();
  readonly types = new Codes();
  slotOf = new Map<string, number>();
  articles = new Map<string, Set<number>>();
  private postings = new Map<string, Postings>();
  private lexemeKeys = new SortedKeys(() => this.postings.keys());
  private empty = 0;

  put(item: IndexedItem, text: ItemText) {
    this.columns.clear();
    const previous = this.slotOf.get(item.id);
    if (previous !== undefined) this.remove(previous);
    const slot = this.place(item);
    text.lexemes.forEach((lexeme, i) => {
      let list = this.postings.get(lexeme);
      if (!list) {
        const key = Strings.copy(lexeme);
        this.postings.set(key, (list = new Postings()));
        this.lexemeKeys.add(key);
      }
      list.push(slot * 4 + text.weights[i]!);
    });
    if (this.empty > 1000 && this.empty > this.slotOf.size) this.compact();
  }

  /** Puts an item in the next slot with its columns and article numbers; returns the slot. */
  private place(item: IndexedItem): number {
    const slot = this.items.push(item) - 1;
    this.slotOf.set(item.id, slot);
    this.setColumns(slot, item);
    this.postArticles(item, slot);
    return slot;
  }

  /** Writes an item's columns (grown as needed). */
  private setColumns(slot: number, item: IndexedItem) {
    if (slot >= this.stateOf.length) {
      const size = Math.max(slot + 1, Math.ceil(this.stateOf.length * 1.5), 1024);
      this.stateOf = resized(this.stateOf, size);
      this.ownerOf = resized(this.ownerOf, size);
      this.typeOf = resized(this.typeOf, size);
      this.subtyped = resized(this.subtyped, size);
      this.weightOf = resized(this.weightOf, size);
      this.modifiedOf = resized(this.modifiedOf, size);
    }
    this.stateOf[slot] = this.states.code(item.state);
    this.ownerOf[slot] = item.owner_id === null ? 0 : this.owners.code(item.owner_id);
    this.typeOf[slot] = this.types.code(item.type);
    this.subtyped[slot] = item.subtypes.length > 0 ? 1 : 0;
    this.weightOf[slot] = item.weight;
    this.modifiedOf[slot] = item.modified_epochmillis;
  }

  /** Columns made again for the items as they are numbered now. */
  private resetColumns() {
    this.stateOf = new Uint16Array(0);
    this.ownerOf = new Int32Array(0);
    this.typeOf = new Uint16Array(0);
    this.subtyped = new Uint8Array(0);
    this.weightOf = new Float64Array(0);
    this.modifiedOf = new Float64Array(0);
    this.items.forEach((item, slot) => {
      if (item) this.setColumns(slot, item);
    });
  }

  private remove(slot: number) {
    const item = this.items[slot]!;
    this.stateOf[slot] = 0;
    for (const number of item.article_numbers) this.articles.get(number)?.delete(slot);
    this.items[slot] = undefined;
    this.empty++;
  }

  private postArticles(item: IndexedItem, slot: number) {
    for (const number of item.article_numbers) {
      let slots = this.articles.get(number);
      if (!slots) this.articles.set(number, (slots = new Set()));
      slots.add(slot);
    }
  }

  /** Renumbers the items without gaps, inside the posting lists too. */
  compact() {
    if (this.empty === 0) return;
    this.columns.clear();
    const renumber = new Int32Array(this.items.length).fill(-1);
    const live: IndexedItem[] = [];
    this.items.forEach((item, slot) => {
      if (item) renumber[slot] = live.push(item) - 1;
    });
    this.items = live;
    this.slotOf = new Map(live.map((item, slot) => [item.id, slot]));
    for (const [lexeme, list] of this.postings) {
      let kept = 0;
      for (let k = 0; k < list.length; k++) {
        const code = list.data[k]!;
        const to = renumber[code >> 2]!;
        if (to >= 0) list.data[kept++] = to * 4 + (code & 3);
      }
      list.length = kept;
      if (kept === 0) {
        this.postings.delete(lexeme);
        this.lexemeKeys.touch();
      }
    }
    this.articles.clear();
    live.forEach((item, slot) => this.postArticles(item, slot));
    this.resetColumns();
    this.empty = 0;
  }

  /**
   * The entity as a snapshot keeps it, in parts of a few megabytes (compacted first): its
   * items in slot order, then its posting lists. The parts are views of the live index, so
   * the index must not change until the last one is written.
   */
  *parts(entity: Entity): Generator<SnapshotPart> {
    this.compact();
    for (const items of inParts(this.items as IndexedItem[], ITEMS_PER_PART))
      yield { kind: 'items', entity, items };
    let lexemes: string[] = [];
    let codes: Int32Array[] = [];
    let size = 0;
    for (const [lexeme, list] of this.postings) {
      lexemes.push(lexeme);
      codes.push(list.data.subarray(0, list.length));
      size += list.length;
      if (size >= CODES_PER_PART) {
        yield { kind: 'postings', entity, lexemes, codes };
        lexemes = [];
        codes = [];
        size = 0;
      }
    }
    if (lexemes.length > 0) yield { kind: 'postings', entity, lexemes, codes };
  }

  /** Adds a snapshot's items after those restored so far (an empty index's). */
  restoreItems(items: IndexedItem[], strings: Strings) {
    this.columns.clear();
    for (const saved of items) this.place(internItem(saved, strings));
  }

  /**
   * Adds a snapshot's posting lists. They are copied into one array of exactly their size:
   * as read, some are views into the record's buffer and some copies of their own (when not
   * aligned), which kept nearly twice their bytes alive.
   */
  restorePostings(lexemes: string[], codes: Int32Array[]) {
    const block = new Int32Array(codes.reduce((n, list) => n + list.length, 0));
    let at = 0;
    lexemes.forEach((lexeme, i) => {
      const saved = codes[i]!;
      const list = new Postings();
      block.set(saved, at);
      list.data = saved.length > 0 ? block.subarray(at, at + saved.length) : new Int32Array(2);
      list.length = saved.length;
      at += saved.length;
      this.postings.set(Strings.copy(lexeme), list);
    });
    this.lexemeKeys.touch();
  }

  /**
   * Gives back the room posting lists grew ahead of their length (up to half of them after
   * a bulk read from the database).
   */
  trim() {
    for (const list of this.postings.values())
      if (list.data.length > list.length + 8) list.data = list.data.slice(0, list.length);
  }

  /** Scratch space for matching, one slot per item, reused by every query. */
  private scratch = {
    /** What the current language adds (all lexemes, whole ones). */
    part: new Float64Array(0),
    partWhole: new Float64Array(0),
    /** What the languages of the rank `held` add (see textMatches). */
    total: new Float64Array(0),
    whole: new Float64Array(0),
    held: new Uint8Array(0),
    /** What language-neutral text adds. */
    base: new Float64Array(0),
    baseWhole: new Float64Array(0),
    stamp: new Int32Array(0),
    wholeStamp: new Int32Array(0),
    count: new Uint8Array(0),
    wholeCount: new Uint8Array(0),
    state: new Uint8Array(0),
    touched: new Int32Array(0),
    inLanguage: new Int32Array(0),
    best: new Uint8Array(0),
  };
  private stamp = 0;

  private scratchSpace() {
    const n = this.items.length;
    if (this.scratch.total.length < n) {
      const size = Math.max(n, Math.ceil(this.scratch.total.length * 1.5));
      this.scratch = renewed(this.scratch, size);
      this.stamp = 0;
    }
    return this.scratch;
  }

  /** The lexemes a word matches: its own, and those starting with its prefixes. */
  private lexemesOf(word: PlannedWord): string[] {
    if (word.prefixes.length === 0) return word.exact;
    const out = new Set(word.exact);
    for (const prefix of word.prefixes)
      for (const lexeme of this.lexemeKeys.startingWith(prefix)) out.add(lexeme);
    return [...out];
  }

  /**
   * Items where, in one of the languages, every word matches, with ts_rank's score for the
   * OR of the languages: every matched query lexeme adds its field weight, the sum divided
   * by the number of query lexemes.
   *
   * Each match is counted in its best language: the first of the plan's lowest rank in which
   * every word matches (language-neutral text, such as a brand name, has rank 0). Its score
   * counts the languages of that rank and the neutral text only: "bank" typed in Dutch ranks
   * a Dutch sofa by its Dutch words, not higher for a German bench ("Bank") whose Dutch name
   * only begins with it ("bankje"). Unranked (every rank 0), that is every language.
   *
   * `whole` is the same query without prefixes and compounds (its words are the plan's, its
   * lexemes a subset of theirs): an item that also matches it as a whole gets that score on
   * top, so words as typed rank above words only begun. Both are counted in one walk of the
   * posting lists. Synchronous, so the scratch space is never shared by two searches.
   */
  textMatches(plan: QueryPlan, whole?: QueryPlan): TextMatches {
    const scratch = this.scratchSpace();
    const { part, partWhole, total, held, base, baseWhole, stamp, count, state } = scratch;
    const { touched, inLanguage, best, wholeStamp, wholeCount } = scratch;
    const wholeTotal = scratch.whole;
    let touchedLength = 0;
    // state per slot: 1 touched, 4 matched whole in the held rank, 8 in neutral text.
    let operands = 0;
    let wholeOperands = 0;
    plan.forEach(({ words, rank, language: code }, language) => {
      const neutral = code === NEUTRAL;
      const wholeWords = whole?.[language]?.words;
      let inLanguageLength = 0;
      words.forEach((word, w) => {
        operands += word.exact.length + word.prefixes.length;
        const wholeWord = wholeWords?.[w];
        const wholeLexemes = wholeWord ? new Set(this.lexemesOf(wholeWord)) : null;
        if (wholeWord) wholeOperands += wholeWord.exact.length + wholeWord.prefixes.length;
        const wordStamp = ++this.stamp;
        for (const lexeme of this.lexemesOf(word)) {
          const list = this.postings.get(lexeme);
          if (!list) continue;
          const isWhole = wholeLexemes?.has(lexeme) ?? false;
          const codes = list.data;
          for (let k = 0; k < list.length; k++) {
            const code = codes[k]!;
            const slot = code >> 2;
            if (this.stateOf[slot] === 0) continue;
            if (state[slot] === 0) {
              state[slot] = 1;
              best[slot] = NO_LANGUAGE;
              held[slot] = NO_LANGUAGE;
              touched[touchedLength++] = slot;
            }
            const weight = WEIGHTS[code & 3]!;
            part[slot] = part[slot]! + weight;
            if (stamp[slot] !== wordStamp) {
              stamp[slot] = wordStamp;
              if (count[slot] === 0 && wholeCount[slot] === 0)
                inLanguage[inLanguageLength++] = slot;
              count[slot] = count[slot]! + 1;
            }
            if (isWhole) {
              partWhole[slot] = partWhole[slot]! + weight;
              if (wholeStamp[slot] !== wordStamp) {
                wholeStamp[slot] = wordStamp;
                if (count[slot] === 0 && wholeCount[slot] === 0)
                  inLanguage[inLanguageLength++] = slot;
                wholeCount[slot] = wholeCount[slot]! + 1;
              }
            }
          }
        }
      });
      for (let k = 0; k < inLanguageLength; k++) {
        const slot = inLanguage[k]!;
        const matched = count[slot] === words.length;
        const matchedWhole = wholeCount[slot] === words.length;
        const bestRank = best[slot] === NO_LANGUAGE ? Infinity : plan[best[slot]!]!.rank;
        if (neutral) {
          base[slot] = base[slot]! + part[slot]!;
          baseWhole[slot] = baseWhole[slot]! + partWhole[slot]!;
          if (matchedWhole) state[slot] = state[slot]! | 8;
          if (matched && rank < bestRank) best[slot] = language;
        } else if (rank <= bestRank) {
          // Ranks rise along the plan: what a lower rank added without matching every word
          // no longer counts.
          if (held[slot] !== rank) {
            held[slot] = rank;
            total[slot] = 0;
            wholeTotal[slot] = 0;
            state[slot] = state[slot]! & ~4;
          }
          total[slot] = total[slot]! + part[slot]!;
          wholeTotal[slot] = wholeTotal[slot]! + partWhole[slot]!;
          if (matchedWhole) state[slot] = state[slot]! | 4;
          if (matched && rank < bestRank) best[slot] = language;
        }
        part[slot] = 0;
        partWhole[slot] = 0;
        count[slot] = 0;
        wholeCount[slot] = 0;
      }
    });
    const divisor = RANK_DIVISOR * Math.max(1, operands);
    const wholeDivisor = RANK_DIVISOR * Math.max(1, wholeOperands);
    let n = 0;
    for (let k = 0; k < touchedLength; k++) if (best[touched[k]!] !== NO_LANGUAGE) n++;
    const slots = new Int32Array(n);
    const scores = new Float64Array(n);
    const languages = new Uint8Array(n);
    n = 0;
    for (let k = 0; k < touchedLength; k++) {
      const slot = touched[k]!;
      const b = best[slot]!;
      if (b !== NO_LANGUAGE) {
        const inRank = held[slot] === plan[b]!.rank;
        const sum = (inRank ? total[slot]! : 0) + base[slot]!;
        const wholeSum = (inRank ? wholeTotal[slot]! : 0) + baseWhole[slot]!;
        const asWhole = (inRank && state[slot]! & 4) || state[slot]! & 8;
        slots[n] = slot;
        languages[n] = b;
        scores[n++] = sum / divisor + (asWhole ? wholeSum / wholeDivisor : 0);
      }
      total[slot] = 0;
      wholeTotal[slot] = 0;
      base[slot] = 0;
      baseWhole[slot] = 0;
      state[slot] = 0;
    }
    return { slots, scores, languages, length: n };
  }

  /** Per-candidate scratch space of a search (searchIn), reused: see scratch below. */
  private candidateScratch = {
    considered: new Int32Array(0),
    scores: new Float64Array(0),
    languages: new Uint8Array(0),
    passed: new Int32Array(0),
    flags: new Uint8Array(0),
  };

  /**
   * Arrays for `n` candidates, reused by every search: a search runs synchronously, and
   * fresh typed arrays per search (memory outside the heap) made the collector run often.
   * `flags` comes zeroed.
   */
  candidateSpace(n: number) {
    if (this.candidateScratch.considered.length < n) {
      const size = Math.max(n, Math.ceil(this.candidateScratch.considered.length * 1.5));
      this.candidateScratch = renewed(this.candidateScratch, size);
    } else this.candidateScratch.flags.fill(0, 0, n);
    return this.candidateScratch;
  }

  /** Numeric property columns by slot, made when a filter first needs them. */
  private columns = new Map<string, Float64Array>();

  /** One numeric property of every slot, NaN where there is none (see FilterSource). */
  numberColumn(property: string): Float64Array {
    let column = this.columns.get(property);
    if (!column) {
      column = new Float64Array(this.items.length).fill(NaN);
      this.items.forEach((item, slot) => {
        const value = item?.numbers[property];
        if (value !== undefined) column![slot] = value;
      });
      this.columns.set(property, column);
    }
    return column;
  }

  /** Distinct values the items hold for a scope (what a regular expression can match). */
  vocabulary(scope: FilterScope): string[] {
    const values = new Set<string>();
    const array = ARRAY_SCOPES[scope] ?? ARRAY_SCOPES.tag_ids!;
    for (const item of this.items) if (item) for (const value of array(item)) values.add(value);
    return [...values];
  }
}
