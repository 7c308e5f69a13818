/** The search service's public face: nothing outside search/ imports deeper (README.md). */
export { createSearch, type Search, type SearchOptions } from './search';
export { searchRoutes } from './search.routes';
