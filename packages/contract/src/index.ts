export { envelopeSchema, anyEnvelopeSchema, STATUS_OK, STATUS_ERROR, type Envelope } from './envelope.ts';
export * from './primitives.ts';
export * from './common/index.ts';
export * from './account/index.ts';
export * from './funds/index.ts';
export * from './market/index.ts';
export * from './newShare/index.ts';
export * from './support/index.ts';
export * from './trading/index.ts';
export * from './blockTrade/index.ts';
export * from './lending/index.ts';
export * from './loan/index.ts';
export * from './intraday/index.ts';
// npm run new:slice adds a slice's line above this one.
export * from './admin/index.ts';
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
export {
  loadQuoteStreamChecks,
  loadResponseChecks,
  sliceOf,
  type EndpointSlice,
  type QuoteStreamChecks,
  type ResponseChecks,
} from './responseChecks.ts';
