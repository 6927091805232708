export { envelopeSchema, anyEnvelopeSchema, STATUS_OK, STATUS_ERROR, type Envelope } from './envelope.ts';
export {
  configNames,
  configRequestSchema,
  configItemSchema,
  configResponseSchema,
  type ConfigName,
  type ConfigRequest,
  type ConfigItem,
} from './common/schemas.ts';
export * from './primitives.ts';
export * from './account/objects.ts';
export * from './common/objects.ts';
export * from './funds/objects.ts';
export * from './market/objects.ts';
export * from './newShare/objects.ts';
export * from './common/schemas.ts';
export * from './account/schemas.ts';
export * from './funds/schemas.ts';
export * from './market/schemas.ts';
export * from './newShare/schemas.ts';
export * from './admin/endpoints.ts';
export { endpoint } from './endpoint.ts';
export {
  endpoints,
  API_BASE_PATH,
  type EndpointDefinition,
  type EndpointPath,
  type RequestOf,
  type ResponseOf,
} from './endpoints.ts';
export { openApiDocument } from './openapi.ts';
