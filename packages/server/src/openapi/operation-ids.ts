/**
 * Every operation of the OpenAPI document gets an operationId, the name a generated client
 * gives its call. A route names its own in its schema (`operationId: 'getFile'`) where the
 * rule below would read badly; every other one gets it from its method and path:
 *
 * - POST `…/v1/models/search` (a verb last): `searchModels`; `…/lists/items/read`: `readListsItems`
 * - otherwise the method's verb and the path's words: GET `…/v1/import_jobs` → `getImportJobs`
 */

const METHOD_VERB: Record<string, string> = {
  GET: 'get',
  POST: 'create',
  PUT: 'put',
  PATCH: 'update',
  DELETE: 'delete',
};

const words = (segment: string) => segment.split(/[^A-Za-z0-9]+/).filter(Boolean);
const capital = (word: string) => word[0]!.toUpperCase() + word.slice(1);
const camel = (parts: string[]) =>
  parts.map((word, i) => (i === 0 ? word.toLowerCase() : capital(word))).join('');

/** The operationId the rule gives a route (its method and URL, as Fastify has them). */
export function operationIdOf(method: string, url: string): string {
  const segments = url.split('/').filter(Boolean);
  const version = segments.findIndex((segment) => /^v\d+$/.test(segment));
  const named = (version >= 0 ? segments.slice(version + 1) : segments).filter(
    (segment) => !segment.startsWith(':') && !segment.startsWith('{'),
  );
  if (method === 'POST' && named.length > 1) {
    return camel([...words(named.at(-1)!), ...named.slice(0, -1).flatMap(words)]);
  }
  return camel([METHOD_VERB[method] ?? method.toLowerCase(), ...named.flatMap(words)]);
}
