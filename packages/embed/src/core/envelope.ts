/**
 * Making envelopes and sorting what arrives: ours and valid, ours but broken, from an
 * incompatible version, of a type this end does not know, or not ours at all (other scripts
 * on the page use postMessage too). Nothing here throws on bad input.
 */
import {
  HOST_MESSAGE_API_VERSION,
  MessageEnvelope,
  type Envelope,
} from '@vitrine/contracts/host-messages';
import { findError, type JsonSchema } from './check';
import { versionFit } from './version';

/**
 * Ids unique per sender: a random session part (getRandomValues works on plain http too,
 * unlike randomUUID) and a counter.
 */
export function idFactory(prefix: string): () => string {
  const bytes = new Uint8Array(6);
  globalThis.crypto.getRandomValues(bytes);
  const session = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  let counter = 0;
  return () => `${prefix}-${session}-${++counter}`;
}

export function makeEnvelope<Type extends string, Payload>(
  id: string,
  type: Type,
  payload: Payload,
  replyTo?: string,
): Envelope<Type, Payload> {
  const envelope: Envelope<Type, Payload> = {
    type,
    version: HOST_MESSAGE_API_VERSION,
    id,
    payload,
  };
  if (replyTo !== undefined) envelope.replyTo = replyTo;
  return envelope;
}

export type Sorted =
  | { kind: 'message'; message: Envelope }
  | { kind: 'foreign' }
  | { kind: 'malformed'; type: string; reason: string }
  | { kind: 'incompatible'; type: string; version: string }
  | { kind: 'unknown'; type: string; version: string };

/** Hosts on CEF or WebView bridges often pass JSON text rather than objects. */
function parse(data: unknown): unknown {
  if (typeof data !== 'string' || !data.trimStart().startsWith('{')) return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return undefined;
  }
}

/** The `type` of something that claims to be one of our messages. */
export function claimedType(data: unknown): string | undefined {
  const value = parse(data);
  if (typeof value !== 'object' || value === null) return undefined;
  const type = (value as { type?: unknown }).type;
  return typeof type === 'string' && type.startsWith('pCat') ? type : undefined;
}

/** Sorts incoming data against the payload schemas of the messages this end receives. */
export function sortIncoming(data: unknown, schemas: Readonly<Record<string, JsonSchema>>): Sorted {
  const value = parse(data);
  const type = claimedType(value);
  if (type === undefined) return { kind: 'foreign' };
  const envelopeError = findError(MessageEnvelope, value);
  if (envelopeError) return { kind: 'malformed', type, reason: envelopeError };
  const message = value as Envelope;
  if (versionFit(HOST_MESSAGE_API_VERSION, message.version) === 'incompatible') {
    return { kind: 'incompatible', type, version: message.version };
  }
  const schema = Object.prototype.hasOwnProperty.call(schemas, type) ? schemas[type] : undefined;
  if (!schema) return { kind: 'unknown', type, version: message.version };
  const payloadError = findError(schema, message.payload, 'payload');
  if (payloadError) return { kind: 'malformed', type, reason: payloadError };
  return { kind: 'message', message };
}
