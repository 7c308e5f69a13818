/** Administration pages: the error reports (docs/PRIVACY.md). */
export const loadErrorReportsPage = () => import('./ErrorReportsPage');
