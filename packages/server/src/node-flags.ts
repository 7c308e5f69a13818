/**
 * The V8 flags the server runs with: `npm start` and `npm run serve` (package.json repeats
 * them; node-flags.test.ts keeps the two the same), the benchmarks and the process tests.
 * - A young generation of 64 MB (Node's default is 16): every search promoted objects, and the
 *   collector's share of a loaded search server fell by two thirds (docs/PERFORMANCE.md).
 * - The heap grows by 30% of what is live before the next full collection. On a large
 *   machine V8 lets it grow up to fourfold: at 100,000 models a loaded server held 300-400 MB
 *   of garbage beside 207 MB of live heap. `npm run bench:search` at its highest: 1,380 MiB
 *   resident before, 1,024-1,030 MiB with 30%; searches as fast, the fetch's p97.5 4-5 ms ->
 *   8-11 ms (docs/PERFORMANCE.md, 2026-11-29, midday).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64', '--heap-growing-percent=30'];
