import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * A hash of the translation files, added to their ?v= so a changed translation is fetched
 * anew even when the app version stays the same (the server lets browsers cache them).
 */
function translationsHash(): string {
  const dir = path.join(import.meta.dirname, 'public/i18n');
  const hash = createHash('sha256');
  for (const language of readdirSync(dir).sort()) {
    for (const file of readdirSync(path.join(dir, language)).sort()) {
      hash.update(`${language}/${file}`).update(readFileSync(path.join(dir, language, file)));
    }
  }
  return hash.digest('hex').slice(0, 8);
}

export default defineConfig({
  plugins: [react()],
  define: { __I18N_HASH__: JSON.stringify(translationsHash()) },
  server: { proxy: { '/api': 'http://localhost:8080' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The configurator page (docs/CONFIGURATOR.md) is its own entry, outside the app's bundle.
    rollupOptions: { input: { main: 'index.html', configurator: 'configurator.html' } },
  },
});
