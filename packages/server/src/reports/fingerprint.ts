/**
 * Which group an error belongs to: the same kind, error name, message shape and first stack
 * frame. The shape leaves out what differs between occurrences of one fault: numbers, ids,
 * the content hashes in script file names (each deployment has others) and line and column
 * numbers, so a group survives a redeploy and collects one fault from every browser.
 */
import { createHash } from 'node:crypto';

/** app-Bx1_k9aQ.js → app.js: a build's content hash in a chunk's name. */
const ASSET_HASH = /-[A-Za-z0-9_-]{8}(?=\.m?js\b)/g;
const LINE_COLUMN = /:\d+(:\d+)?(?=\)?$|\)?\s)/g;
const IDS = /\b[0-9a-f]{8,}\b|\b[0-9a-f]{8}-[0-9a-f-]{27}\b/gi;
const NUMBERS = /\d+/g;

/** The text without what varies between occurrences. */
export function shapeOf(text: string): string {
  return text.replace(ASSET_HASH, '').replace(IDS, '*').replace(NUMBERS, '0').trim();
}

/** The first frame of a stack that names code ('at f (file:1:2)' or 'f@file:1:2'), shaped. */
export function topFrame(stack: string): string {
  const frame = stack
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line.startsWith('at ') || /@\S+:\d+/.test(line));
  return frame ? shapeOf(frame.replace(LINE_COLUMN, '')) : '';
}

export function fingerprintOf(parts: {
  kind: string;
  name: string;
  message: string;
  stack: string;
}): string {
  return createHash('sha256')
    .update([parts.kind, parts.name, shapeOf(parts.message), topFrame(parts.stack)].join('\n'))
    .digest('hex')
    .slice(0, 32);
}
