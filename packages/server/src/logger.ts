/**
 * The one logger of the server (pino, the logger Fastify itself uses): start-up, background
 * work, failures. JSON lines, or readable lines when the output is a terminal (npm start by
 * hand) or LOG_FORMAT=pretty. Each request is logged at debug; info is the process's story.
 * Credentials never reach a log line: the headers and fields that carry them are redacted
 * wherever they appear.
 */
import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { Config } from './config';

/** Paths pino blanks out; request and reply headers, and any token-like field we log. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-authorization-pcon-login"]',
  'req.headers["x-authorization-admission"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.access_token',
  '*.refresh_token',
  '*.id_token',
  '*.token',
  '*.secret',
];

export function createLogger(
  level: Config['logLevel'],
  format: 'json' | 'pretty' = process.stdout.isTTY ? 'pretty' : 'json',
  /** Where JSON lines go (tests read them); standard output when not given. */
  destination?: pino.DestinationStream,
): Logger {
  const options = { level, redact: { paths: REDACT, censor: '[redacted]' } };
  if (format === 'json') return destination ? pino(options, destination) : pino(options);
  return pino(options, pretty({ sync: true, ignore: 'pid,hostname', translateTime: 'HH:MM:ss' }));
}

export type { Logger };
