import { endpoint } from '../endpoint.ts';
import {
  newShareCancelRequestSchema,
  newShareCancelResponseSchema,
  newShareDetailRequestSchema,
  newShareDetailResponseSchema,
  newShareListRequestSchema,
  newShareListResponseSchema,
  newSharePayRequestSchema,
  newSharePayResponseSchema,
  newShareDeclineRequestSchema,
  newShareDeclineResponseSchema,
  newShareRecordsRequestSchema,
  newShareRecordsResponseSchema,
  newShareSubscribeRequestSchema,
  newShareSubscribeResponseSchema,
} from './schemas.ts';

/** The new-shares slice: offerings, subscriptions, the verifiable draw and payment (api.md §4.8, products.md §2). */
export const newShareEndpoints = {
  'newShare/list': endpoint({
    request: newShareListRequestSchema,
    response: newShareListResponseSchema,
    public: false,
    summary:
      'New-share offerings by kind, market and status: open and upcoming first (soonest deadline first), then the closed and listed (latest first).',
  }),
  'newShare/detail': endpoint({
    request: newShareDetailRequestSchema,
    response: newShareDetailResponseSchema,
    public: false,
    summary:
      "One offering: its draw's commitment (sha256 of the seed) and, once drawn, the seed, every application and the basis-of-allotment table; the demand so far, the costs, the user's subscription and waivers.",
  }),
  'newShare/subscribe': endpoint({
    request: newShareSubscribeRequestSchema,
    response: newShareSubscribeResponseSchema,
    public: false,
    write: true,
    rid: true,
    summary:
      'Subscribes with the fund password (lots; a level for a placement, a bid for an auction): the amount is frozen; a placement is allotted at once.',
  }),
  'newShare/cancel': endpoint({
    request: newShareCancelRequestSchema,
    response: newShareCancelResponseSchema,
    public: false,
    write: true,
    rid: true,
    summary: 'Withdraws a subscription until the subscription closes: the freeze is released.',
  }),
  'newShare/records': endpoint({
    request: newShareRecordsRequestSchema,
    response: newShareRecordsResponseSchema,
    public: false,
    summary: "The user's subscriptions, draws and payments, newest first; by kind, status or offering.",
  }),
  'newShare/pay': endpoint({
    request: newSharePayRequestSchema,
    response: newSharePayResponseSchema,
    public: false,
    write: true,
    rid: true,
    summary:
      'Pays a won or placed allotment from the frozen amount (the rest released): a position locked until the listing.',
  }),
  'newShare/decline': endpoint({
    request: newShareDeclineRequestSchema,
    response: newShareDeclineResponseSchema,
    public: false,
    write: true,
    rid: true,
    summary:
      'Declines a won or placed allotment: waived now and its freeze released; it counts toward the waiver bar as an unpaid deadline does.',
  }),
} as const;
