/** What the app counts with Statistics consent (docs/INSIGHTS.md "What is counted"). */
export type StatisticsEvent =
  | { action: 'search'; query: string; language: string; filters: string; resultCount: number }
  | {
      action:
        | 'detail_open'
        | 'view_3d'
        | 'view_ar'
        | 'configurator_open'
        | 'favourite_add'
        | 'contact_mail';
      itemId: string;
      brandId?: string | undefined;
    }
  | { action: 'download'; itemId: string; brandId?: string | undefined; format: string }
  | { action: 'list_download'; items: number };
