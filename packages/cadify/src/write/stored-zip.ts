/**
 * An uncompressed zip whose file data starts on 64-byte boundaries, as USDZ requires (so
 * AR viewers can map files straight from the package); the first entry is the layer.
 */
import { crc32 } from 'node:zlib';

const ALIGN = 64;
const PAD_ID = 0x1986; // the id Pixar's usdz writer uses for its padding field

export function storedAlignedZip(entries: Array<{ name: string; data: Uint8Array }>): Buffer {
  const chunks: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const nameBytes = Buffer.from(name, 'utf8');
    let pad = (ALIGN - ((offset + 30 + nameBytes.length) % ALIGN)) % ALIGN;
    if (pad > 0 && pad < 4) pad += ALIGN; // an extra field needs at least its 4-byte header
    const extra = Buffer.alloc(pad);
    if (pad) {
      extra.writeUInt16LE(PAD_ID, 0);
      extra.writeUInt16LE(pad - 4, 2);
    }
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    local.writeUInt16LE(pad, 28);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(0x0800, 8);
    header.writeUInt32LE(crc, 16);
    header.writeUInt32LE(data.length, 20);
    header.writeUInt32LE(data.length, 24);
    header.writeUInt16LE(nameBytes.length, 28);
    header.writeUInt32LE(offset, 42);
    central.push(header, nameBytes);
    chunks.push(
      local,
      nameBytes,
      extra,
      Buffer.from(data.buffer, data.byteOffset, data.byteLength),
    );
    offset += 30 + nameBytes.length + pad + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...chunks, directory, end]);
}
