/** Checks on written files, shared by the tests and the benchmark. */
import { unzipSync } from 'fflate';
import validator from 'gltf-validator';

/** Errors the Khronos glTF validator finds in a GLB (0 for a valid file). */
export async function glbErrors(glb: Uint8Array): Promise<{ count: number; first: string[] }> {
  const report = await validator.validateBytes(glb, { maxIssues: 20 });
  const messages = (
    report.issues.messages as Array<{
      severity: number;
      code: string;
      message: string;
      pointer?: string;
    }>
  )
    .filter((m) => m.severity === 0)
    .map((m) => `${m.code} ${m.pointer ?? ''}: ${m.message}`);
  return { count: report.issues.numErrors, first: messages.slice(0, 5) };
}

/** The entries of a USDZ with the offset of each one's data (which must be a multiple of 64). */
export function usdzEntries(
  bytes: Uint8Array,
): Array<{ name: string; dataOffset: number; size: number }> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const entries = [];
  let at = 0;
  while (at + 30 <= bytes.length && view.getUint32(at, true) === 0x04034b50) {
    const size = view.getUint32(at + 18, true);
    const nameLength = view.getUint16(at + 26, true);
    const extra = view.getUint16(at + 28, true);
    const name = Buffer.from(bytes.subarray(at + 30, at + 30 + nameLength)).toString('utf8');
    const dataOffset = at + 30 + nameLength + extra;
    entries.push({ name, dataOffset, size });
    at = dataOffset + size;
  }
  return entries;
}

export const unzip = (bytes: Uint8Array) => unzipSync(bytes);
