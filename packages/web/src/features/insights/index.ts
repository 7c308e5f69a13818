/**
 * The brand insights page (docs/INSIGHTS.md "The insights page"): routed lazily by
 * app/router.tsx, its charts (MUI X Charts) only in its own chunk. Others link to it.
 */
export const loadInsightsPage = () => import('./InsightsPage');
export { insightsPath } from './paths';
