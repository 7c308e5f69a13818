/**
 * Bodies as the web app's tracker sends them (packages/web/src/statistics/tracker.ts): up to
 * 20 requests of the Matomo tracking API in `{"requests": [...]}`, sent with sendBeacon as
 * text/plain. One visit's batch: a few page views and searches, detail opens (some after the
 * search), 3D views and downloads of one brand's items, now and then a favourite or a mail.
 * Brands and items are drawn as in the fill (insights-fill.ts): brand-000 in a tenth of the
 * visits that open items.
 */
const ORIGIN = 'https://catalogue.example';
const WORDS = ['oak chair', 'walnut table', 'sofa', 'floor lamp', 'bar stool', 'eiche stuhl'];
const FORMATS = ['dwg', 'ifc', 'rfa', 'skp', 'gltf'];

/** A small deterministic generator, so that runs send the same bodies. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

function request(params: Record<string, string>): string {
  return `?${new URLSearchParams({ idsite: '1', rec: '1', apiv: '1', dimension3: 'standalone', ...params })}`;
}

/** `count` bodies of `size` requests each (the last requests of a visit's batch vary). */
export function trackerBodies(count: number, size: number): string[] {
  const next = random(29);
  const pick = <T>(values: T[]) => values[Math.floor(next() * next() * values.length)]!;
  return Array.from({ length: count }, () => {
    const b = next() < 0.1 ? 0 : 1 + Math.floor(199 * next() * next());
    const brand = `brand-${String(b).padStart(3, '0')}`;
    const items = b === 0 ? 3000 : 40 + ((b * 7919) % 460);
    const item = () => `${brand}-m${Math.floor(items * next() * next())}`;
    const search = pick(WORDS);
    const requests: string[] = [];
    while (requests.length < size) {
      const r = next();
      const id = item();
      const url = `${ORIGIN}/models/${id}`;
      const event = (action: string, extra: Record<string, string> = {}) =>
        request({ url, e_c: 'vitrine', e_a: action, dimension1: id, dimension2: brand, ...extra });
      if (r < 0.3) requests.push(request({ url: `${ORIGIN}/models`, action_name: 'Vitrine' }));
      else if (r < 0.45)
        requests.push(
          request({
            url: `${ORIGIN}/models`,
            search,
            search_cat: next() < 0.3 ? `owner_ids=${brand}` : '',
            search_count: String(next() < 0.07 ? 0 : Math.floor(next() * 400)),
            dimension4: 'en',
          }),
        );
      else if (r < 0.72)
        requests.push(event('detail_open', next() < 0.4 ? { dimension5: search } : {}));
      else if (r < 0.82) requests.push(event(next() < 0.8 ? 'view_3d' : 'view_ar'));
      else if (r < 0.9) requests.push(event('download', { e_n: pick(FORMATS) }));
      else if (r < 0.95) requests.push(event('configurator_open'));
      else if (r < 0.99)
        requests.push(request({ url, e_c: 'vitrine', e_a: 'favourite_add', dimension1: id }));
      else requests.push(request({ url, e_c: 'vitrine', e_a: 'contact_mail', dimension2: brand }));
    }
    return JSON.stringify({ requests });
  });
}
