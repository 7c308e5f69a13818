/**
 * The JSON body parser of every route: before the body is parsed, one pass over its text
 * counts its values and its depth, and a body holding more than a request can use is refused
 * unparsed. JSON.parse of 1 MB of `[{},{},...]` (350,000 objects) holds the event loop for a
 * few hundred ms and building them costs far more memory than the text; a request of the API
 * holds at most a few thousand values (the schemas' longest arrays have 1,000 items). The pass
 * itself costs about 1 ms a MB (strings are skipped by a native search). Then the text is parsed as Fastify does (secure-json-parse,
 * prototype poisoning refused).
 */
import type { FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';
import { invalidField, malformedJson, payloadTooLarge, requiredField } from '../errors';

/** Values (objects, arrays, keys, strings, numbers, literals) a body may hold. */
export const JSON_VALUES_MAX = 20_000;
/** How deep arrays and objects may nest (the schemas' deepest is under ten). */
export const JSON_DEPTH_MAX = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_BRACKET = 0x5b;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACKET = 0x5d;
const CLOSE_BRACE = 0x7d;

/**
 * Throws 413 naming the body when it holds more than JSON_VALUES_MAX values, 400 when it nests
 * deeper than JSON_DEPTH_MAX. Every value but the first follows a comma, a colon or an opening
 * bracket outside strings, so counting those bounds the values from above; malformed text is
 * left for the parser to refuse.
 */
export function checkJsonShape(text: string): void {
  let values = 1;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      // Strings are skipped with the engine's own search (ten times a loop's speed): to the
      // next quote not escaped by an odd run of backslashes.
      let end = i;
      for (;;) {
        end = text.indexOf('"', end + 1);
        if (end < 0) return; // unterminated: the parser refuses it
        let slashes = 0;
        while (text.charCodeAt(end - 1 - slashes) === BACKSLASH) slashes++;
        if (slashes % 2 === 0) break;
      }
      i = end;
    } else if (c === COMMA || c === COLON) values++;
    else if (c === OPEN_BRACKET || c === OPEN_BRACE) {
      values++;
      if (++depth > JSON_DEPTH_MAX)
        throw invalidField('body', `is nested deeper than ${JSON_DEPTH_MAX} levels`);
    } else if (c === CLOSE_BRACKET || c === CLOSE_BRACE) depth--;
    if (values > JSON_VALUES_MAX)
      throw payloadTooLarge(
        `The request body holds more than ${JSON_VALUES_MAX} JSON values (objects, arrays, keys and values counted)`,
        'body',
      );
  }
}

/** Replaces Fastify's JSON parser for the whole app (routes keep their own body limits). */
export function jsonBodies(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
    const body = text as string;
    if (body === '') return done(requiredField('body'), undefined);
    try {
      checkJsonShape(body);
    } catch (error) {
      return done(error as Error, undefined);
    }
    try {
      done(null, secureJson.parse(body, { protoAction: 'error', constructorAction: 'error' }));
    } catch {
      done(malformedJson(), undefined);
    }
  });
}
