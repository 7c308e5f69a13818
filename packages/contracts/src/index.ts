export * from './common';
export * from './entities';
export * from './catalogue-api';
export * from './constants';
export * from './search-api';
export * from './dataport-api';
export * from './configurator-api';
export * from './runtime';
