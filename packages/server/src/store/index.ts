/** The store's public face: the database interface and how to open the configured one. */
export { json, READ_ONLY, type Sql, type Store } from './store';
export { embeddedDatabaseDir, openStore } from './open-store';
