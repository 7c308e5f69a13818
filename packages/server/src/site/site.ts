/**
 * The site service: what the operator says about this deployment, the server status with
 * its fallbacks (server-status.ts) and the legal texts (legal-texts.ts). Owns no tables; its
 * sources are the operator's files and settings.
 */
import type { LegalText, LegalTextKey, ServerStatus } from '@vitrine/contracts';
import type { SiteConfig } from '../config';
import type { Logger } from '../logger';
import { LegalTexts } from './legal-texts';
import { ServerStatusSource } from './server-status';

export interface Site {
  status(): Promise<ServerStatus>;
  /** The fallback servers' origins as last read, for the Content-Security-Policy. */
  fallbackOrigins(): string[];
  legalText(language: string, key: LegalTextKey): Promise<LegalText>;
}

export async function createSite(config: SiteConfig, log?: Logger): Promise<Site> {
  const status = new ServerStatusSource(config, log);
  const legal = new LegalTexts(config.legalDir, log);
  // The status file's fallbacks are known before the first page's security headers.
  await status.read();
  return {
    status: () => status.read(),
    fallbackOrigins: () => status.fallbackOrigins(),
    legalText: (language, key) => legal.text(language, key),
  };
}
