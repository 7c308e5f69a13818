/**
 * One end of the host message protocol, the same code for the app and the host: typed
 * handlers, request/reply with timeouts, and the rules for what arrives (docs/EMBEDDING.md):
 * broken messages are dropped with a warning, unknown types logged, nothing thrown.
 */
import {
  HOST_MESSAGE_API_VERSION,
  HOST_MESSAGE_REPLIES,
  type Envelope,
  type ReplyType,
  type RequestType,
} from '@vitrine/contracts/host-messages';
import { findError, type JsonSchema } from './check';
import { idFactory, makeEnvelope, sortIncoming, type Sorted } from './envelope';
import type { Logger } from './logger';
import type { Transport } from './transport';
import { versionFit } from './version';

/** Rejects a request whose reply did not come in time; `message` is the spec's text. */
export class MessageTimeoutError extends Error {
  readonly code = 'timeout';
  constructor(
    message: string,
    readonly requestType: string,
  ) {
    super(message);
    this.name = 'MessageTimeoutError';
  }
}

/** What crossed the channel, for logs and debugging panels. */
export type ChannelEvent =
  | { direction: 'in' | 'out'; message: Envelope }
  | { direction: 'dropped'; type: string; reason: string };

export interface RequestOptions {
  /** Overrides the request's timeout (ms). */
  timeoutMs?: number;
}

type Requests<Map> = Extract<keyof Map, RequestType>;
type ReplyOf<K extends RequestType, Map> = Map[Extract<ReplyType<K>, keyof Map>];

export interface Channel<Out, In> {
  /** Calls `handler` for each valid `type` message (replies included); returns the unsubscribe. */
  on<K extends keyof In & string>(
    type: K,
    handler: (payload: In[K], message: Envelope<K, In[K]>) => void,
  ): () => void;
  /** Sends a message; `replyTo` makes it the answer to the message with that id. */
  send<K extends keyof Out & string>(
    type: K,
    payload: Out[K],
    replyTo?: string,
  ): Envelope<K, Out[K]>;
  /** Sends a request and resolves with its reply's payload, or rejects on timeout. */
  request<K extends Requests<Out>>(
    type: K,
    payload: Out[K],
    options?: RequestOptions,
  ): Promise<ReplyOf<K, In>>;
  /** Answers every `type` request with what `handler` returns (errors are logged, no reply). */
  answer<K extends Requests<In>>(
    type: K,
    handler: (
      payload: In[K],
      message: Envelope<K, In[K]>,
    ) => ReplyOf<K, Out> | Promise<ReplyOf<K, Out>>,
  ): () => void;
  /** Sees every message in and out, and every message dropped. */
  observe(listener: (event: ChannelEvent) => void): () => void;
  /** Resolves once the peer has sent its first valid message (at once if this end does not wait). */
  readonly ready: Promise<void>;
  /** The protocol version of the peer's last valid message. */
  readonly peerVersion: string | undefined;
  /** Stops listening; pending requests reject. */
  close(): void;
}

export interface ChannelOptions {
  transport: Transport;
  /** Payload schemas of the messages this end receives, by type. */
  incoming: Readonly<Record<string, JsonSchema>>;
  /** Payload schemas of the messages this end sends: a bad one is warned about before it goes. */
  outgoing: Readonly<Record<string, JsonSchema>>;
  idPrefix: string;
  defaultTimeoutMs: number;
  timeoutsMs?: Readonly<Partial<Record<string, number>>>;
  timeoutError: string;
  logger: Logger;
  /** Hold sends until the peer speaks (a host's frame may still be loading). */
  queueUntilPeerSpeaks?: boolean;
}

interface Pending {
  replyType: string;
  resolve: (payload: unknown) => void;
  reject: (error: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

export function createChannel<Out, In>(options: ChannelOptions): Channel<Out, In> {
  const { transport, logger } = options;
  const nextId = idFactory(options.idPrefix);
  const handlers = new Map<string, Set<(payload: unknown, message: Envelope) => void>>();
  const observers = new Set<(event: ChannelEvent) => void>();
  const pending = new Map<string, Pending>();
  let queue: Envelope[] | undefined = options.queueUntilPeerSpeaks ? [] : undefined;
  let peerVersion: string | undefined;
  let closed = false;
  let markReady = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  if (!queue) markReady();

  const emit = (event: ChannelEvent) => {
    for (const observer of observers) safely(() => observer(event), 'An observer failed');
  };
  const safely = (run: () => void, what: string) => {
    try {
      run();
    } catch (error) {
      logger.error(what, error);
    }
  };

  const post = (envelope: Envelope) => {
    const error = findError(options.outgoing[envelope.type] ?? {}, envelope.payload, 'payload');
    if (error) logger.warn(`Sending malformed ${envelope.type} (the peer will drop it): ${error}`);
    emit({ direction: 'out', message: envelope });
    if (queue) queue.push(envelope);
    else transport.post(envelope);
  };

  const peerSpoke = (version: string) => {
    if (
      versionFit(HOST_MESSAGE_API_VERSION, version) === 'compatible' &&
      peerVersion === undefined
    ) {
      logger.info(
        `The peer speaks protocol ${version}, this side ${HOST_MESSAGE_API_VERSION}: messages only one side knows are ignored`,
      );
    }
    peerVersion = version;
    if (!queue) return;
    const held = queue;
    queue = undefined;
    for (const envelope of held) transport.post(envelope);
    markReady();
  };

  const deliver = (message: Envelope) => {
    peerSpoke(message.version);
    emit({ direction: 'in', message });
    const waiting = message.replyTo === undefined ? undefined : pending.get(message.replyTo);
    if (waiting && waiting.replyType === message.type) {
      pending.delete(message.replyTo!);
      clearTimeout(waiting.timer);
      waiting.resolve(message.payload);
    }
    for (const handler of handlers.get(message.type) ?? []) {
      safely(() => handler(message.payload, message), `A handler of ${message.type} failed`);
    }
  };

  const drop = (sorted: Exclude<Sorted, { kind: 'message' | 'foreign' }>) => {
    if (sorted.kind === 'malformed') {
      logger.warn(`Dropping malformed ${sorted.type}: ${sorted.reason}`);
      emit({ direction: 'dropped', type: sorted.type, reason: sorted.reason });
    } else if (sorted.kind === 'incompatible') {
      const reason = `protocol version ${sorted.version} is incompatible with ${HOST_MESSAGE_API_VERSION}`;
      logger.warn(`Dropping ${sorted.type}: ${reason}`);
      emit({ direction: 'dropped', type: sorted.type, reason });
    } else {
      peerSpoke(sorted.version);
      logger.info(`Ignoring unknown message type ${sorted.type}`);
      emit({ direction: 'dropped', type: sorted.type, reason: 'unknown message type' });
    }
  };

  const stop = transport.listen((data) => {
    if (closed) return;
    const sorted = sortIncoming(data, options.incoming);
    if (sorted.kind === 'message') deliver(sorted.message);
    else if (sorted.kind !== 'foreign') drop(sorted);
  });

  const on = (type: string, handler: (payload: unknown, message: Envelope) => void) => {
    const set = handlers.get(type) ?? new Set();
    handlers.set(type, set.add(handler));
    return () => void set.delete(handler);
  };

  const channel = {
    on,
    send(type: string, payload: unknown, replyTo?: string) {
      const envelope = makeEnvelope(nextId(), type, payload, replyTo);
      if (closed) logger.warn(`Not sending ${type}: the channel is closed`);
      else post(envelope);
      return envelope;
    },
    request(type: RequestType, payload: unknown, requestOptions: RequestOptions = {}) {
      const envelope = makeEnvelope(nextId(), type, payload);
      const timeoutMs =
        requestOptions.timeoutMs ?? options.timeoutsMs?.[type] ?? options.defaultTimeoutMs;
      return new Promise((resolve, reject) => {
        if (closed) return reject(new Error('The channel is closed'));
        const timer = setTimeout(() => {
          pending.delete(envelope.id);
          reject(new MessageTimeoutError(options.timeoutError, type));
        }, timeoutMs);
        pending.set(envelope.id, { replyType: HOST_MESSAGE_REPLIES[type], resolve, reject, timer });
        post(envelope);
      });
    },
    answer(type: RequestType, handler: (payload: unknown, message: Envelope) => unknown) {
      return on(type, (payload, message) => {
        void Promise.resolve()
          .then(() => handler(payload, message))
          .then(
            (reply) => channel.send(HOST_MESSAGE_REPLIES[type], reply, message.id),
            (error: unknown) => logger.error(`Answering ${type} failed; no reply sent`, error),
          );
      });
    },
    observe(listener: (event: ChannelEvent) => void) {
      observers.add(listener);
      return () => void observers.delete(listener);
    },
    ready,
    get peerVersion() {
      return peerVersion;
    },
    close() {
      if (closed) return;
      closed = true;
      stop();
      for (const [, waiting] of pending) {
        clearTimeout(waiting.timer);
        waiting.reject(new Error('The channel is closed'));
      }
      pending.clear();
      handlers.clear();
      queue = undefined;
    },
  };
  return channel as unknown as Channel<Out, In>;
}
