/** What e2e tests import: `import { openPage, screenshot } from './harness'`. */
export {
  baseUrl,
  downloadedBytes,
  errorsOf,
  openPage,
  screenshot,
  VIEWPORTS,
  waitForPath,
  type OpenOptions,
} from './browser';
export { demoAccount, E2E_BRANDS, startOwnServer, type RunningServer } from './server';
