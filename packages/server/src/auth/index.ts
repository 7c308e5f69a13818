/** Our login provider and accounts (README.md). */
export { createAuth, type Auth, type AuthOptions } from './auth';
export { authRoutes } from './auth.routes';
