export { envelopeSchema, anyEnvelopeSchema, STATUS_OK, STATUS_ERROR, type Envelope } from './envelope.ts';
export {
  configNames,
  configRequestSchema,
  configItemSchema,
  configResponseSchema,
  type ConfigName,
  type ConfigRequest,
  type ConfigItem,
} from './common/config.ts';
export * from './primitives.ts';
export * from './account/objects.ts';
export * from './common/objects.ts';
export * from './funds/objects.ts';
export * from './market/objects.ts';
export * from './newShare/objects.ts';
export * from './common/article.ts';
export * from './common/upload.ts';
export * from './user/account.ts';
export * from './user/realName.ts';
export * from './user/notice.ts';
export * from './user/checkIn.ts';
export * from './funds/funds.ts';
export * from './market/market.ts';
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
