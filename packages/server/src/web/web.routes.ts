/**
 * Serves the built web app: its pages with the runtime settings filled in (pages.ts), its
 * other files as they are on disk (precompressed .br/.gz beside them), and the history
 * fallback, so a deep link such as /brands/x/catalog gets the app, which routes it. A path
 * that is none of the app's pages (contracts APP_PAGES) gets the app too, which shows Page
 * Not Found, but with status 404; a link to a model or brand carries its link preview
 * (link-preview.ts). Any other unknown path answers the API's JSON 404.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { BOOT_DATA_ELEMENT_ID, isAppPage, type BootData } from '@vitrine/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { noRoute } from '../errors';
import { canonicalHost } from './canonical-host';
import { exampleHost } from './example-host';
import { firstPicturePages, listOf, type FirstResults } from './first-results';
import { linkTarget, previewHead, readerLanguages, type LinkPreviews } from './link-preview';
import { loadPage, sendPage, sendVariant, type Page } from './pages';
import { htmlSafeJson, runtimeElement, runtimeSettingsOf } from './runtime';

export interface WebOptions {
  config: Config;
  /** Where the configurator's API lives (the configurator page calls it). */
  configuratorBase: string;
  /** Link previews of models, materials and brands (the catalogue); none: no previews. */
  previews?: LinkPreviews;
  /** The first results of the lists (the search), for their first pictures in the page. */
  firstResults?: FirstResults;
}

/** The pages served filled; their files on disk (and .br/.gz copies) are not served. */
const PAGES = ['index.html', 'configurator.html'];

export function webRoutes({
  config,
  configuratorBase,
  previews,
  firstResults,
}: WebOptions): FastifyPluginAsync {
  const apiRoots = [
    '/api',
    '/healthz',
    config.catalogBasePath,
    config.dataportBasePath,
    configuratorBase,
    config.site.basePath,
    config.reports.basePath,
  ];
  const isApi = (url: string) =>
    path.extname(url) !== '' || apiRoots.some((root) => url === root || url.startsWith(`${root}/`));

  const elsewhere = canonicalHost(config.auth.publicUrl);
  /** A page, on PUBLIC_URL's host (canonical-host.ts). */
  const page = (request: FastifyRequest, reply: FastifyReply, filled: Page) =>
    elsewhere(request, reply) ? reply : sendPage(request, reply, filled);

  const plugin: FastifyPluginAsync = async (app) => {
    const hasWeb = existsSync(path.join(config.webDist, 'index.html'));
    const element = runtimeElement(runtimeSettingsOf(config, configuratorBase));
    const [index, configurator] = hasWeb
      ? await Promise.all(PAGES.map((page) => loadPage(config.webDist, page, element)))
      : [];
    if (index && configurator) {
      await app.register(fastifyStatic, {
        root: config.webDist,
        wildcard: false,
        index: false,
        globIgnore: PAGES.flatMap((page) => [page, `${page}.br`, `${page}.gz`]),
        // The web build ships .br and .gz beside each text file (packages/web/vite.config.ts).
        preCompressed: true,
        setHeaders(res, file) {
          const immutable = file.includes(`${path.sep}assets${path.sep}`);
          // Translations: the app asks for them with ?v={version}.{content hash}, so a day of
          // caching never serves a stale one to the app.
          const translation = file.includes(`${path.sep}i18n${path.sep}`);
          res.header(
            'Cache-Control',
            immutable
              ? 'public, max-age=31536000, immutable'
              : translation
                ? 'public, max-age=86400'
                : 'no-cache',
          );
        },
      });
      app.get('/index.html', (request, reply) => page(request, reply, index));
      app.get('/configurator.html', (request, reply) => page(request, reply, configurator));
    }
    const withPictures =
      index && firstResults && firstPicturePages(index, firstResults, config.dataportBasePath);
    await exampleHost(app, config);

    /**
     * A page of the app: with a link preview when it links to an item (a brand that does not
     * exist is a missing page), the app's Page Not Found with 404 for a path that is no page.
     */
    async function appPage(request: FastifyRequest, reply: FastifyReply, page: Page, url: string) {
      if (elsewhere(request, reply)) return reply;
      if (!isAppPage(url)) return sendVariant(request, reply, page, { status: 404 });
      const query = new URLSearchParams(request.url.slice(url.length + 1));
      const list = withPictures && listOf(request.url);
      if (list) {
        const languages = readerLanguages(request.headers['accept-language']);
        const pictured = await withPictures(list, languages);
        return sendPage(request, reply, pictured, 'Accept-Encoding, Accept-Language');
      }
      const target = previews && linkTarget(url, query);
      if (!target) return sendPage(request, reply, page);
      const languages = readerLanguages(request.headers['accept-language']);
      const preview = await previews.linkPreview(target.entity, target.id, languages);
      if (!preview) {
        const missing = target.entity === 'owner' && !query.has('m');
        return missing
          ? sendVariant(request, reply, page, { status: 404 })
          : sendPage(request, reply, page);
      }
      const head = previewHead(
        preview,
        `${config.auth.publicUrl}${request.url}`,
        `${config.auth.publicUrl}${config.dataportBasePath}`,
      );
      // A brand's overview: its first banner for the inline script to paint at once.
      const overview = /^\/brands\/[^/]+\/?$/.test(url) && !query.get('q') && !query.has('m');
      if (overview && preview.banner) {
        const data: BootData = { banner: preview.banner };
        const element = `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">${htmlSafeJson(data)}</script>`;
        head.title = `${element}\n    ${head.title}`;
      }
      return sendVariant(request, reply, page, { head });
    }

    app.setNotFoundHandler(async (request: FastifyRequest, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      if ((request.method === 'GET' || request.method === 'HEAD') && index && !isApi(url)) {
        return appPage(request, reply, index, url);
      }
      throw noRoute(request.method, url);
    });
  };
  // The not-found handler is the application's (every path falls back to it), not a scope's.
  Object.assign(plugin, { [Symbol.for('skip-override')]: true });
  return plugin;
}
