import { endpoint } from '../endpoint.ts';
import {
  intradayApplyRequestSchema,
  intradayApplyResponseSchema,
  intradayDetailRequestSchema,
  intradayDetailResponseSchema,
  intradayInfoRequestSchema,
  intradayInfoResponseSchema,
  intradayRecordsRequestSchema,
  intradayRecordsResponseSchema,
} from './schemas.ts';

/** The intraday slice: `intraday/*`. */
export const intradayEndpoints = {
  'intraday/info': endpoint({
    request: intradayInfoRequestSchema,
    response: intradayInfoResponseSchema,
    public: false,
    summary:
      'The terms of an application (amount bounds, hours), the rules the account trades under, and the latest application.',
  }),
  'intraday/apply': endpoint({
    request: intradayApplyRequestSchema,
    response: intradayApplyResponseSchema,
    public: false,
    write: true,
    rid: true,
    summary:
      'Applies for an intraday account: the amount is frozen until an operator decides; approved, it trades one session with buying power amount × k.',
  }),
  'intraday/records': endpoint({
    request: intradayRecordsRequestSchema,
    response: intradayRecordsResponseSchema,
    public: false,
    summary: 'The account’s intraday applications, newest first.',
  }),
  'intraday/detail': endpoint({
    request: intradayDetailRequestSchema,
    response: intradayDetailResponseSchema,
    public: false,
    summary: 'One of the account’s intraday applications (another account’s is not found).',
  }),
} as const;
