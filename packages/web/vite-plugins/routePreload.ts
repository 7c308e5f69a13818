import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/** A path pattern (a regular expression on location.pathname) and the page modules it shows. */
export type RoutePreload = [pattern: string, modules: string[]];

/**
 * Lets index.html fetch the first page's chunks at once. Pages are lazy (src/app/router.tsx),
 * so otherwise the browser learns of them only after the entry has downloaded and run: a
 * round trip more before the first results. A small inline script matches location.pathname
 * against `routes` (the first match wins) and adds <link rel="modulepreload"> for the page's
 * chunks and their imports that the entry does not already preload. A module of `routes`
 * that no chunk comes from fails the build, so the list cannot silently fall out of step
 * with the router.
 */
export function routePreload(routes: RoutePreload[]): Plugin {
  let base = '/';
  let root = '';
  return {
    name: 'vitrine-route-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const { bundle, chunk: entry } = ctx;
        if (!bundle || !entry || path.basename(ctx.filename) !== 'index.html') return;
        const chunks = Object.values(bundle).filter(
          (output): output is Rolldown.OutputChunk => output.type === 'chunk',
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const withImports = (file: string, seen = new Set<string>()): Set<string> => {
          if (seen.has(file)) return seen;
          seen.add(file);
          for (const imported of byFile.get(file)?.imports ?? []) withImports(imported, seen);
          return seen;
        };
        const preloaded = withImports(entry.fileName);
        const table = routes.map(([pattern, modules]) => {
          const files = new Set<string>();
          for (const module of modules) {
            const id = path.resolve(root, module);
            const chunk =
              chunks.find((c) => c.facadeModuleId === id) ??
              chunks.find((c) => c.moduleIds.includes(id));
            if (!chunk) throw new Error(`routePreload: no chunk comes from ${module}`);
            withImports(chunk.fileName, files);
          }
          return [pattern, [...files].filter((f) => !preloaded.has(f)).map((f) => base + f)];
        });
        return [
          {
            tag: 'script',
            injectTo: 'head',
            children: `(${ADD_PRELOADS})(${JSON.stringify(table)}, location.pathname);`,
          },
        ];
      },
    },
  };
}

/**
 * Runs in the page with the table and location.pathname. Plain ES2017 as a string: no build
 * step touches inline scripts.
 */
const ADD_PRELOADS = `function (table, pathname) {
  for (const [pattern, files] of table) {
    if (!new RegExp(pattern).test(pathname)) continue;
    for (const href of files) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    }
    return;
  }
}`;
