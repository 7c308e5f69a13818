/**
 * Generates the e2e tests' cached demo data folder if it is missing. `npm test` runs this
 * beside the unit tests (scripts/test.mjs), so the browser tests find it ready instead of
 * spending their first minutes generating it with the rest of the machine idle.
 */
import { ensureDemoCache } from './server';

const started = Date.now();
const cached = await ensureDemoCache();
console.log(`e2e demo data ready in ${((Date.now() - started) / 1000).toFixed(0)} s: ${cached}`);
