// The example host page as static files in dist/ with relative asset paths, so the server
// (or any static server) can serve it under any path, e.g. /examples/host/.
import { defineConfig } from 'vite';

export default defineConfig({
  base: './',
  build: { outDir: 'dist', emptyOutDir: true },
});
