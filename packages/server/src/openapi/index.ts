/** The OpenAPI document's public face (openapi.plugin.ts): the plugin and the naming rule. */
export { openapi, type OpenapiOptions } from './openapi.plugin';
export { operationIdOf } from './operation-ids';
