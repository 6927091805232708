import type { z } from 'zod';
import { commonEndpoints } from './common/endpoints.ts';
import { accountEndpoints } from './account/endpoints.ts';
import { fundsEndpoints } from './funds/endpoints.ts';
import { marketEndpoints } from './market/endpoints.ts';
import { newShareEndpoints } from './newShare/endpoints.ts';
import { supportEndpoints } from './support/endpoints.ts';
import { tradingEndpoints } from './trading/endpoints.ts';
import { blockTradeEndpoints } from './blockTrade/endpoints.ts';
import { lendingEndpoints } from './lending/endpoints.ts';
import { loanEndpoints } from './loan/endpoints.ts';
import { intradayEndpoints } from './intraday/endpoints.ts';
// npm run new:slice adds a slice's import above this line, and its spread below.

export type { EndpointDefinition } from './endpoint.ts';

/**
 * Every `/api/vue/` endpoint: one request and one response schema, shared by client, server and
 * mocks. Each slice owns its paths in `<slice>/endpoints.ts`; a path in two slices would silently
 * keep the later definition, so endpoints.test.ts fails the build when one appears twice.
 */
export const endpoints = {
  ...commonEndpoints,
  ...accountEndpoints,
  ...fundsEndpoints,
  ...marketEndpoints,
  ...newShareEndpoints,
  ...supportEndpoints,
  ...tradingEndpoints,
  ...blockTradeEndpoints,
  ...loanEndpoints,
  ...lendingEndpoints,
  ...intradayEndpoints,
  // npm run new:slice adds a slice's spread above this line.
} as const;

export type EndpointPath = keyof typeof endpoints;
export type RequestOf<P extends EndpointPath> = z.input<(typeof endpoints)[P]['request']>;
export type ResponseOf<P extends EndpointPath> = z.output<(typeof endpoints)[P]['response']>;

export { API_BASE_PATH } from './wire.ts';
