/**
 * One lexeme's posting list, compressed: its items' slots in rising order, each written as the
 * gap from the previous slot times 4 plus the occurrence's weight code (0 = D to 3 = A), in
 * 7-bit groups (a varint). Most gaps are small (a common word of one language is in many
 * items), so a posting takes 1-2 bytes instead of the 4 of an Int32Array: at 100,000 models the
 * 57.6 million postings took 230 MB that way (docs/SEARCH.md, Memory).
 */
import { resized } from './keys';

export class Postings {
  bytes: Uint8Array = new Uint8Array(4);
  /** Bytes in use. */
  size = 0;
  /** Postings held. */
  count = 0;
  /** The last slot written (each list only grows at its end: new items take new slots). */
  last = 0;

  /** Adds an occurrence; `slot` is not below the last one added. */
  push(slot: number, weight: number) {
    if (this.size + 5 > this.bytes.length)
      // By half again: a bulk read of 1,000,000 models grows every list this way.
      this.bytes = resized(this.bytes, this.bytes.length + (this.bytes.length >> 1) + 8);
    let value = (slot - this.last) * 4 + weight;
    while (value >= 0x80) {
      this.bytes[this.size++] = (value & 0x7f) | 0x80;
      value >>>= 7;
    }
    this.bytes[this.size++] = value;
    this.last = slot;
    this.count++;
  }

  /** Calls `visit` for each occurrence in order, with its slot and weight code. */
  forEach(visit: (slot: number, weight: number) => void) {
    const { bytes, size } = this;
    let slot = 0;
    for (let at = 0; at < size;) {
      let value = bytes[at++]!;
      if (value >= 0x80) {
        value &= 0x7f;
        for (let shift = 7; ; shift += 7) {
          const byte = bytes[at++]!;
          value |= (byte & 0x7f) << shift;
          if (byte < 0x80) break;
        }
      }
      slot += value >>> 2;
      visit(slot, value & 3);
    }
  }

  /** The list with slots renumbered (-1: dropped); returns how many are kept. */
  renumber(to: Int32Array): number {
    const kept = new Postings();
    this.forEach((slot, weight) => {
      if (to[slot]! >= 0) kept.push(to[slot]!, weight);
    });
    Object.assign(this, { bytes: kept.bytes, size: kept.size, count: kept.count, last: kept.last });
    return kept.count;
  }

  /** Gives back the room grown ahead of need. */
  trim() {
    if (this.bytes.length > this.size + 16) this.bytes = this.bytes.slice(0, this.size);
  }

  /** A list as a snapshot keeps it (its bytes are a view of `bytes`). */
  static restored(bytes: Uint8Array, count: number, last: number): Postings {
    const list = new Postings();
    Object.assign(list, { bytes, size: bytes.length, count, last });
    return list;
  }
}
