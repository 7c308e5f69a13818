/** The web app's serving: pages with runtime settings, static files, history fallback. */
export { webRoutes, type WebOptions } from './web.routes';
export { exampleHostPage } from './example-host';
