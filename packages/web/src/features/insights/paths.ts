/** The insights page of a brand, or the overview (the user's brands; catalogue for admins). */
export const insightsPath = (brandId?: string) =>
  brandId ? `/insights/${encodeURIComponent(brandId)}` : '/insights';
