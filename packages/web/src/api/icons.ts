/**
 * SVG icons as text (spec 02 s.7: "Thumbnails fetched as text for SVG icons"), so they can
 * be inlined (and take the text colour) after sanitising (components/TagIcon). Cached like
 * other catalogue data: a file's bytes never change under its id.
 */
import { useQuery } from '@tanstack/react-query';
import { dataportUrl } from './urls';

export function useSvgText(dataport: string | undefined) {
  return useQuery({
    queryKey: ['dataport', 'svg', dataport],
    enabled: !!dataport,
    // An icon that cannot be had is left out silently: it decorates a label.
    meta: { silent: true },
    retry: false,
    queryFn: async ({ signal }) => {
      const response = await fetch(dataportUrl(dataport!), { signal });
      if (!response.ok) throw new Error(`icon ${dataport}: ${response.status}`);
      return response.text();
    },
  });
}
