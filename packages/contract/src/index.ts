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
export {
  endpoints,
  API_BASE_PATH,
  type EndpointDefinition,
  type EndpointPath,
  type RequestOf,
  type ResponseOf,
} from './endpoints.ts';
