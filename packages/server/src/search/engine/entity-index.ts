/**
 * One entity's items in memory with an inverted index of their text: for every lexeme, the
 * slots of the items holding it and the field weight of each occurrence. Item texts are not
 * kept once posted; a replaced item leaves an empty slot, and compaction renumbers the
 * slots inside the posting lists.
 */
import type { Entity, FilterScope } from '@vitrine/contracts';
import { valuesOf, type FilterSource } from './filters';
import { ItemColumns } from './item-columns';
import { Postings } from './postings';
import { renewed, SortedKeys, Strings } from './keys';
import type { ColumnsPart, IndexedItem, SnapshotPart } from '../search.types';
import { NEUTRAL, type PlannedWord, type QueryPlan } from '../text';
import type { ItemText } from './item-text';
import { bestLanguageIn, markNeutralWords, mixedWordsOf, wordsMask } from './mixed';

/** Matching items' slots and their scores, in no particular order. */
export interface TextMatches {
  slots: Int32Array;
  scores: Float64Array;
  /**
   * Per match, the plan entry (its index) of the best ranked language it matched in: the
   * first of the most preferred rank in the plan's order. For a mixed match, the best ranked
   * language one of its words matched in.
   */
  languages: Uint8Array;
  /**
   * Per match, 0 when every word matched in one language; for a mixed match (each word in
   * one of the item's languages, no language with them all) a bit per plan entry its words
   * matched in.
   */
  mixed: Uint16Array;
  length: number;
}

/** No language yet (a slot's best language while its words are being counted). */
const NO_LANGUAGE = 255;

/** ts_rank's default weights for D, C, B, A, and its normalisation of one position. */
const WEIGHTS = [0.1, 0.3, 0.6, 1.0];
const RANK_DIVISOR = 1.64493406685;

/** Posting-list bytes per snapshot part (a few megabytes each). */
const BYTES_PER_PART = 4 << 20;

export class EntityIndex extends ItemColumns implements FilterSource {
  /** Each live item's slot by id; a replaced item leaves an empty slot its old postings still point to. */
  slotOf = new Map<string, number>();
  /** Slots by article number (one number alone when one). */
  private articles = new Map<string, number | number[]>();
  private postings = new Map<string, Postings>();
  private lexemeKeys = new SortedKeys(() => this.postings.keys());
  private empty = 0;

  put(item: IndexedItem, text: ItemText) {
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
      list.push(slot, text.weights[i]!);
    });
    if (this.empty > 1000 && this.empty > this.slotOf.size) this.compact();
  }

  /** Puts an item in the next slot with its columns and article numbers; returns the slot. */
  private place(item: IndexedItem): number {
    const slot = this.append(item);
    this.slotOf.set(this.idOf(slot), slot);
    this.postArticles(slot);
    return slot;
  }

  /** The slots of the live items with this article number (folded). */
  withArticle(number: string): number[] {
    const held = this.articles.get(number);
    return held === undefined ? [] : typeof held === 'number' ? [held] : held;
  }

  private remove(slot: number) {
    this.stateOf[slot] = 0;
    for (const number of this.strings('article_numbers', slot)) {
      const held = this.withArticle(number).filter((s) => s !== slot);
      if (held.length === 0) this.articles.delete(number);
      else this.articles.set(number, held.length === 1 ? held[0]! : held);
    }
    this.empty++;
  }

  private postArticles(slot: number) {
    for (const number of this.strings('article_numbers', slot)) {
      const held = this.articles.get(number);
      if (held === undefined) this.articles.set(this.codes.values[this.codes.find(number)!]!, slot);
      else if (typeof held === 'number') this.articles.set(number, [held, slot]);
      else held.push(slot);
    }
  }

  /** Slots and article numbers made again from the columns (after compaction, a snapshot). */
  private reindexSlots() {
    this.slotOf = new Map();
    this.articles.clear();
    for (let slot = 0; slot < this.slotCount; slot++) {
      if (!this.isLive(slot)) continue;
      this.slotOf.set(this.idOf(slot), slot);
      this.postArticles(slot);
    }
  }

  /** Renumbers the items without gaps, inside the posting lists too. */
  compact() {
    if (this.empty === 0) return;
    const renumber = new Int32Array(this.slotCount).fill(-1);
    let live = 0;
    for (let slot = 0; slot < this.slotCount; slot++)
      if (this.isLive(slot)) renumber[slot] = live++;
    this.compactColumns(renumber, live);
    for (const [lexeme, list] of this.postings) {
      if (list.renumber(renumber) === 0) {
        this.postings.delete(lexeme);
        this.lexemeKeys.touch();
      }
    }
    this.reindexSlots();
    this.empty = 0;
  }

  /**
   * The entity as a snapshot keeps it, in parts (compacted first): its columns, then its
   * posting lists a few megabytes at a time. The parts are views of the live index, so the
   * index must not change until the last one is written.
   */
  *parts(entity: Entity): Generator<SnapshotPart> {
    this.compact();
    yield { kind: 'columns', entity, columns: this.columnsPart() };
    let lexemes: string[] = [];
    let lists: Uint8Array[] = [];
    let counts: number[] = [];
    let lasts: number[] = [];
    let size = 0;
    const part = (): SnapshotPart => ({
      kind: 'postings',
      entity,
      lexemes,
      lists,
      counts: Int32Array.from(counts),
      lasts: Int32Array.from(lasts),
    });
    for (const [lexeme, list] of this.postings) {
      lexemes.push(lexeme);
      lists.push(list.bytes.subarray(0, list.size));
      counts.push(list.count);
      lasts.push(list.last);
      size += list.size;
      if (size >= BYTES_PER_PART) {
        yield part();
        lexemes = [];
        lists = [];
        counts = [];
        lasts = [];
        size = 0;
      }
    }
    if (lexemes.length > 0) yield part();
  }

  /** Takes a snapshot's columns (into an empty index), as typed arrays read from the file. */
  restore(columns: ColumnsPart) {
    this.restoreColumns(columns);
    this.reindexSlots();
  }

  /**
   * Adds a snapshot's posting lists. They are copied into one array of exactly their size:
   * as read, some are views into the record's buffer and some copies of their own (when not
   * aligned), which kept nearly twice their bytes alive.
   */
  restorePostings(part: Extract<SnapshotPart, { kind: 'postings' }>) {
    const { lexemes, lists, counts, lasts } = part;
    const block = new Uint8Array(lists.reduce((n, list) => n + list.length, 0));
    let at = 0;
    lexemes.forEach((lexeme, i) => {
      const saved = lists[i]!;
      block.set(saved, at);
      const bytes = block.subarray(at, at + saved.length);
      at += saved.length;
      this.postings.set(Strings.copy(lexeme), Postings.restored(bytes, counts[i]!, lasts[i]!));
    });
    this.lexemeKeys.touch();
  }

  /**
   * Gives back the room posting lists grew ahead of their length (up to half of them after
   * a bulk read from the database).
   */
  trim() {
    for (const list of this.postings.values()) list.trim();
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
    /**
     * Mixed matching (mixed.ts): the query words matched in the current language, in neutral
     * text and in any language; the languages they matched in; what every language adds.
     */
    wordsIn: new Uint16Array(0),
    neutralWords: new Uint16Array(0),
    wordsSeen: new Uint16Array(0),
    languagesSeen: new Uint16Array(0),
    mixedSum: new Float64Array(0),
  };
  private stamp = 0;

  private scratchSpace() {
    const n = this.slotCount;
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
   *
   * Mixed matches ("Stuhl oak": a German word and an English one) are items where no
   * language holds every word but each required word (mixedWordsOf) matches in one of the
   * item's languages or its neutral text. They are counted in the same walk (a bit per word
   * and slot, set once per word, language and slot), scored by what every language adds,
   * and marked (`mixed`), so a search ranks them below every one-language match.
   */
  textMatches(plan: QueryPlan, whole?: QueryPlan): TextMatches {
    const scratch = this.scratchSpace();
    const { part, partWhole, total, held, base, baseWhole, stamp, count, state } = scratch;
    const { touched, inLanguage, best, wholeStamp, wholeCount } = scratch;
    const { wordsIn, neutralWords, wordsSeen, languagesSeen, mixedSum } = scratch;
    const wholeTotal = scratch.whole;
    const mixedWords = mixedWordsOf(plan);
    const mixing = mixedWords !== 0;
    if (mixing)
      markNeutralWords(
        plan,
        (word) => this.lexemesOf(word),
        (lexeme) => this.postings.get(lexeme),
        this.stateOf,
        neutralWords,
      );
    let touchedLength = 0;
    // state per slot: 1 touched, 4 matched whole in the held rank, 8 in neutral text.
    let operands = 0;
    let wholeOperands = 0;
    plan.forEach(({ words, rank, language: code }, language) => {
      const neutral = code === NEUTRAL;
      const wholeWords = whole?.[language]?.words;
      const present = wordsMask(words);
      let inLanguageLength = 0;
      words.forEach((word, w) => {
        operands += word.exact.length + word.prefixes.length;
        const wholeWord = wholeWords?.[w];
        const wholeLexemes = wholeWord ? new Set(this.lexemesOf(wholeWord)) : null;
        const wordBit = 1 << word.at;
        if (wholeWord) wholeOperands += wholeWord.exact.length + wholeWord.prefixes.length;
        const wordStamp = ++this.stamp;
        const stateOf = this.stateOf;
        for (const lexeme of this.lexemesOf(word)) {
          const list = this.postings.get(lexeme);
          if (!list) continue;
          const isWhole = wholeLexemes?.has(lexeme) ?? false;
          const { bytes, size } = list;
          // (The varint decoding of postings.ts, inlined: this loop is most of a search.)
          let slot = 0;
          for (let at = 0; at < size;) {
            let code = bytes[at++]!;
            if (code >= 0x80) {
              code &= 0x7f;
              for (let shift = 7; ; shift += 7) {
                const byte = bytes[at++]!;
                code |= (byte & 0x7f) << shift;
                if (byte < 0x80) break;
              }
            }
            slot += code >>> 2;
            if (stateOf[slot] === 0) continue;
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
              if (mixing) wordsIn[slot] = wordsIn[slot]! | wordBit;
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
        // Every word in this language, or (several words) in it and the neutral text.
        const matched =
          count[slot] === words.length ||
          (mixing && ((wordsIn[slot]! | neutralWords[slot]!) & present) === present);
        const matchedWhole = wholeCount[slot] === words.length;
        const bestRank = best[slot] === NO_LANGUAGE ? Infinity : plan[best[slot]!]!.rank;
        if (mixing) {
          mixedSum[slot] = mixedSum[slot]! + part[slot]!;
          languagesSeen[slot] = languagesSeen[slot]! | (1 << language);
          wordsSeen[slot] = wordsSeen[slot]! | wordsIn[slot]!;
          wordsIn[slot] = 0;
        }
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
    const isMixed = (slot: number) =>
      mixing && best[slot] === NO_LANGUAGE && (wordsSeen[slot]! & mixedWords) === mixedWords;
    let n = 0;
    for (let k = 0; k < touchedLength; k++)
      if (best[touched[k]!] !== NO_LANGUAGE || isMixed(touched[k]!)) n++;
    const slots = new Int32Array(n);
    const scores = new Float64Array(n);
    const languages = new Uint8Array(n);
    const mixed = new Uint16Array(n);
    n = 0;
    for (let k = 0; k < touchedLength; k++) {
      const slot = touched[k]!;
      const b = best[slot]!;
      if (isMixed(slot)) {
        const seen = languagesSeen[slot]!;
        slots[n] = slot;
        languages[n] = bestLanguageIn(plan, seen);
        mixed[n] = seen;
        scores[n++] = mixedSum[slot]! / divisor;
      } else if (b !== NO_LANGUAGE) {
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
      if (mixing) {
        wordsSeen[slot] = 0;
        neutralWords[slot] = 0;
        languagesSeen[slot] = 0;
        mixedSum[slot] = 0;
      }
    }
    return { slots, scores, languages, mixed, length: n };
  }

  /** Per-candidate scratch space of a search (searchIn), reused: see scratch below. */
  private candidateScratch = {
    considered: new Int32Array(0),
    scores: new Float64Array(0),
    languages: new Uint8Array(0),
    mixed: new Uint16Array(0),
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

  /** Distinct values the items hold for a scope (what a regular expression can match). */
  vocabulary(scope: FilterScope): string[] {
    const values = new Set<string>();
    for (let slot = 0; slot < this.slotCount; slot++)
      if (this.isLive(slot)) for (const value of valuesOf(this, scope, slot)) values.add(value);
    return [...values];
  }
}
