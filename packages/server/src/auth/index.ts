/** Our login provider and accounts (README.md). */
export { createAuth, type Auth, type AuthOptions } from './auth';
export type { AccountDirectory, AccountSummary } from './accounts.service';
export type { AccountKeeper, AccountRecord } from './self-service';
export { authRoutes } from './auth.routes';
/** For first-start content (seed.ts): the demo's accounts. */
export { DEMO_ACCOUNTS_FILE, seedDemoAccounts } from './demo-accounts';
