/**
 * Names of the entries of a zip from its first bytes: local file headers are read in
 * order, so a 64 KB head shows the names of the first entries even when the central
 * directory at the end is not available.
 */
const LOCAL = 0x04034b50;

export const isZip = (b: Uint8Array) =>
  b.length >= 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;

/** Entry names found in the head (stops at the first entry whose data runs past it). */
export function zipNamesInHead(head: Uint8Array): string[] {
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  const names: string[] = [];
  let at = 0;
  while (at + 30 <= head.length && view.getUint32(at, true) === LOCAL) {
    const flags = view.getUint16(at + 6, true);
    const size = view.getUint32(at + 18, true);
    const nameLength = view.getUint16(at + 26, true);
    const extraLength = view.getUint16(at + 28, true);
    if (at + 30 + nameLength > head.length) break;
    names.push(Buffer.from(head.subarray(at + 30, at + 30 + nameLength)).toString('utf8'));
    // With a data descriptor (flag 8) the size is only known after the data: stop there.
    if (flags & 8) break;
    at += 30 + nameLength + extraLength + size;
  }
  return names;
}
