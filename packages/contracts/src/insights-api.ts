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

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/** GET {insightsBase}/v1/brands/{ownerId} and /v1/catalogue: the period (UTC days, inclusive). */
export const InsightsPeriodQuery = Type.Object(
  { from: Day, to: Day },
  { additionalProperties: false },
);
export type InsightsPeriodQuery = Static<typeof InsightsPeriodQuery>;

export const InsightsBrandParams = Type.Object({
  // Not starting with a dot: '.' and '..' are path segments a URL drops, not brand ids.
  ownerId: Type.String({
    minLength: 1,
    maxLength: 200,
    pattern: '^[A-Za-z0-9_:-][A-Za-z0-9._:-]*$',
  }),
});
export type InsightsBrandParams = Static<typeof InsightsBrandParams>;

const Count = Type.Integer({ minimum: 0 });
const ByQuery = Type.Array(Type.Object({ query: Type.String(), count: Count }));

/** A brand's figures over a period and the period of the same length before it. */
export const BrandInsights = Type.Object({
  from: Day,
  to: Day,
  previousFrom: Day,
  /** Per action (detail_open, view_3d, view_ar, download, configurator_open, favourite_add, contact_mail). */
  totals: Type.Record(Type.String(), Count),
  previousTotals: Type.Record(Type.String(), Count),
  daily: Type.Array(Type.Object({ day: Day, action: Type.String(), count: Count })),
  downloadsByFormat: Type.Array(Type.Object({ format: Type.String(), count: Count })),
  downloadsByItem: Type.Array(Type.Object({ itemId: Type.String(), count: Count })),
  searchTerms: ByQuery,
  /** Items opened at least 3 times and downloaded at most once in ten opens. */
  rarelyDownloaded: Type.Array(
    Type.Object({ itemId: Type.String(), opens: Count, downloads: Count }),
  ),
});
export type BrandInsights = Static<typeof BrandInsights>;

/** Catalogue-wide figures (administrators). */
export const CatalogueInsights = Type.Object({
  from: Day,
  to: Day,
  topSearches: ByQuery,
  zeroResultSearches: ByQuery,
  busiestBrands: Type.Array(Type.Object({ brandId: Type.String(), count: Count })),
});
export type CatalogueInsights = Static<typeof CatalogueInsights>;
