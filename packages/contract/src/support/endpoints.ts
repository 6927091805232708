import { endpoint } from '../endpoint.ts';
import {
  supportContactRequestSchema,
  supportContactResponseSchema,
  supportMessagesRequestSchema,
  supportMessagesResponseSchema,
  supportReadRequestSchema,
  supportReadResponseSchema,
  supportSendRequestSchema,
  supportSendResponseSchema,
  supportUnreadRequestSchema,
  supportUnreadResponseSchema,
} from './schemas.ts';

/**
 * The support slice: the user's one conversation with customer service (operators answer through
 * api.md §6), and a message to customer service before sign-in (`support/contact`).
 */
export const supportEndpoints = {
  'support/messages': endpoint({
    request: supportMessagesRequestSchema,
    response: supportMessagesResponseSchema,
    public: false,
    summary:
      "The user's support messages before a cursor (default the newest), oldest first, with whether older ones exist.",
  }),
  'support/send': endpoint({
    request: supportSendRequestSchema,
    response: supportSendResponseSchema,
    public: false,
    write: true,
    rid: true,
    summary:
      'Sends a message to customer service: text, an image, or both; at most 10 a minute (`request.tooFrequent`).',
  }),
  'support/unread': endpoint({
    request: supportUnreadRequestSchema,
    response: supportUnreadResponseSchema,
    public: false,
    summary: "How many of customer service's messages the user has not read.",
  }),
  'support/read': endpoint({
    request: supportReadRequestSchema,
    response: supportReadResponseSchema,
    public: false,
    write: true,
    summary: "Marks customer service's messages read (up to a message, default all); answers how many stay unread.",
  }),
  'support/contact': endpoint({
    request: supportContactRequestSchema,
    response: supportContactResponseSchema,
    public: true,
    write: true,
    summary:
      'Without an account: a message to customer service with an e-mail address or phone number to answer; at most 5 an hour per client address (`request.tooFrequent`). Answers the ticket number.',
  }),
} as const;
