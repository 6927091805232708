import { endpoint } from '../endpoint.ts';
import { intradayRecordsRequestSchema, intradayRecordsResponseSchema } from './schemas.ts';

/** The intraday slice: `intraday/*`. */
export const intradayEndpoints = {
  'intraday/records': endpoint({
    request: intradayRecordsRequestSchema,
    response: intradayRecordsResponseSchema,
    public: false,
    summary: 'The account’s intraday records, newest first.',
  }),
} as const;
