/** The site service's public face: server status, fallbacks and legal texts (README.md). */
export { createSite, type Site } from './site';
export { siteRoutes } from './site.routes';
export { MAX_LEGAL_FILE_BYTES } from './legal-texts';
