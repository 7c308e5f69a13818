/**
 * The V8 flags the server runs with: `npm start` and `npm run serve` (package.json repeats
 * them; node-flags.test.ts keeps the two the same), the benchmarks and the process tests.
 * - A young generation of 64 MB (Node's default is 16): every search promoted objects, and the
 *   collector's share of a loaded search server fell by two thirds (docs/PERFORMANCE.md).
 * - The heap grows by 30% of what is live before the next full collection. On a large
 *   machine V8 lets it grow up to fourfold: at 100,000 models a loaded server held about 400 MB
 *   of garbage beside 210 MB of live heap, resident 1,155 MiB at its highest; with 30%, 950 MiB
 *   at the same throughput (docs/PERFORMANCE.md, 2026-11-29).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64', '--heap-growing-percent=30'];
