/**
 * A static file server for the browser test: the built SDK under /sdk/, TypeBox's type
 * builders as one ES module at /typebox/type/index.mjs (the pages' import map; bundled,
 * since its 300 small modules take seconds to load on a busy machine), the test pages, and
 * the built example host under /example/.
 */
import { build } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const ROOTS: Record<string, string> = {
  sdk: path.resolve(here, '../dist'),
  pages: path.resolve(here, 'pages'),
  example: path.resolve(here, '../../../examples/host/dist'),
};
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
};

let typebox: Promise<string> | undefined;
function typeboxBundle(): Promise<string> {
  typebox ??= build({
    stdin: { contents: "export * from 'typebox/type';", resolveDir: here },
    bundle: true,
    format: 'esm',
    write: false,
  }).then((result) => result.outputFiles[0]!.text);
  return typebox;
}

export async function serveStatic(host: string): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://x');
    if (pathname === '/typebox/type/index.mjs') {
      void typeboxBundle().then((body) =>
        response.writeHead(200, { 'content-type': 'text/javascript' }).end(body),
      );
      return;
    }
    const [, top = '', ...rest] = pathname.split('/');
    const root = ROOTS[top] ?? ROOTS.pages!;
    const file = path.resolve(root, ...(ROOTS[top] ? rest : [top]));
    if (!file.startsWith(root)) return void response.writeHead(403).end();
    readFile(file).then(
      (body) =>
        response
          .writeHead(200, {
            'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
          })
          .end(body),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://${host === '127.0.0.1' ? '127.0.0.1' : 'localhost'}:${port}`, server };
}
