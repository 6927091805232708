import { endpoint } from '../endpoint.ts';
import {
  intradayAccountRequestSchema,
  intradayAccountResponseSchema,
  intradayApplyRequestSchema,
  intradayApplyResponseSchema,
  intradayDetailRequestSchema,
  intradayDetailResponseSchema,
  intradayInfoRequestSchema,
  intradayInfoResponseSchema,
  intradayMeterRequestSchema,
  intradayMeterResponseSchema,
  intradayRecordsRequestSchema,
  intradayRecordsResponseSchema,
  intradayTradesRequestSchema,
  intradayTradesResponseSchema,
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
  'intraday/account': endpoint({
    request: intradayAccountRequestSchema,
    response: intradayAccountResponseSchema,
    public: false,
    summary:
      'The running intraday account now: equity, cash, buying power left, the loss limits’ meter and the day’s preview, flatten and close; null when none runs.',
  }),
  'intraday/records': endpoint({
    request: intradayRecordsRequestSchema,
    response: intradayRecordsResponseSchema,
    public: false,
    summary: 'The account’s intraday applications, newest first.',
  }),
  'intraday/trades': endpoint({
    request: intradayTradesRequestSchema,
    response: intradayTradesResponseSchema,
    public: false,
    summary: 'The positions one of the account’s intraday applications traded — its session report — newest first.',
  }),
  'intraday/meter': endpoint({
    request: intradayMeterRequestSchema,
    response: intradayMeterResponseSchema,
    public: false,
    summary:
      'The rule meter’s history of one of the account’s intraday accounts (equity, day loss, total loss), oldest first.',
  }),
  'intraday/detail': endpoint({
    request: intradayDetailRequestSchema,
    response: intradayDetailResponseSchema,
    public: false,
    summary: 'One of the account’s intraday applications (another account’s is not found).',
  }),
} as const;
