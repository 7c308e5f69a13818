import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';

/**
 * Bundles `entry` (a module of the app, with its imports) into a small classic script and
 * inlines it into index.html's head, so it runs as soon as the HTML is parsed, before any
 * of the app's scripts has arrived. Build only; in development the app works without it.
 */
export function inlineScript(entry: string): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'vitrine-inline-script',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(_html, ctx) {
        if (path.basename(ctx.filename) !== 'index.html') return;
        const result = await build({
          configFile: false,
          root,
          base,
          logLevel: 'warn',
          build: {
            write: false,
            minify: true,
            lib: { entry: path.resolve(root, entry), formats: ['iife'], name: 'vitrineBoot' },
          },
        });
        const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
        const chunk = outputs.flatMap((o) => o.output).find((o) => o.type === 'chunk');
        if (!chunk) throw new Error(`inlineScript: no output for ${entry}`);
        return [{ tag: 'script', injectTo: 'head', children: chunk.code.trim() }];
      },
    },
  };
}
