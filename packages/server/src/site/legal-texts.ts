/**
 * The operator's legal texts (legal notice, terms of use, privacy policy), one file per
 * language in LEGAL_DIR: {dir}/{language}/{key}.md (Markdown) or .html. A language without
 * its own file gets English, else the first language that has one. Each file is rendered and
 * sanitised once and kept until it changes (its modification time and size), so an operator
 * replaces a text without a restart.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { LANGUAGES, type LegalText, type LegalTextKey } from '@vitrine/contracts';
import { notFound } from '../errors';
import type { Logger } from '../logger';
import { legalHtml, type LegalFormat } from './sanitize';

/** Legal texts are pages, not books: a larger file is skipped (and logged) before it is read. */
export const MAX_LEGAL_FILE_BYTES = 256 * 1024;

const EXTENSIONS: Array<[string, LegalFormat]> = [
  ['.md', 'markdown'],
  ['.html', 'html'],
];

interface Rendered {
  version: string;
  text: LegalText;
}

export class LegalTexts {
  private readonly rendered = new Map<string, Rendered>();

  constructor(
    private readonly dir: string,
    private readonly log?: Logger,
  ) {}

  /** The text of `key` in `language` or its fallback; 404 when the folder has none at all. */
  async text(language: string, key: LegalTextKey): Promise<LegalText> {
    const order = [language, 'en', ...LANGUAGES.filter((l) => l !== language && l !== 'en')];
    for (const candidate of order) {
      const found = await this.read(candidate, key);
      if (found) return found;
    }
    throw notFound(`Legal text ${key}`);
  }

  private async read(language: string, key: LegalTextKey): Promise<LegalText | undefined> {
    for (const [extension, format] of EXTENSIONS) {
      const file = path.join(this.dir, language, `${key}${extension}`);
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile()) continue;
      if (info.size > MAX_LEGAL_FILE_BYTES) {
        this.log?.warn(
          { file, bytes: info.size },
          `legal text over ${MAX_LEGAL_FILE_BYTES} bytes: skipped`,
        );
        continue;
      }
      const version = `${info.mtimeMs}:${info.size}`;
      const cached = this.rendered.get(file);
      if (cached?.version === version) return cached.text;
      const html = legalHtml(await readFile(file, 'utf8'), format);
      const text: LegalText = { key, language, html, modified: info.mtime.toISOString() };
      this.rendered.set(file, { version, text });
      return text;
    }
    return undefined;
  }
}
