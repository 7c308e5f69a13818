/**
 * First-party statistics (spec 02 s.6, spec 01 s.5; docs/INSIGHTS.md): the answer of our
 * Matomo-compatible tracking endpoint, which is Matomo's bulk tracking answer.
 */
import { Type, type Static } from 'typebox';

/** POST {insightsBase}/matomo.php: how many requests were stored. */
export const InsightsTracked = Type.Object({
  status: Type.Literal('success'),
  tracked: Type.Integer({ minimum: 0 }),
  invalid: Type.Integer({ minimum: 0 }),
});
export type InsightsTracked = Static<typeof InsightsTracked>;
