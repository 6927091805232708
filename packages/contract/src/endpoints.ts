import type { z } from 'zod';
import { configRequestSchema, configResponseSchema } from './common/schemas.ts';
import { articleRequestSchema, articleResponseSchema } from './common/schemas.ts';
import { uploadRequestSchema, uploadResponseSchema } from './common/schemas.ts';
import {
  fundPasswordRequestSchema,
  fundPasswordResponseSchema,
  infoRequestSchema,
  infoResponseSchema,
  languageRequestSchema,
  languageResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutRequestSchema,
  logoutResponseSchema,
  passwordRequestSchema,
  passwordResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
} from './account/schemas.ts';
import {
  realNameInfoRequestSchema,
  realNameInfoResponseSchema,
  realNameRequestSchema,
  realNameResponseSchema,
} from './account/schemas.ts';
import {
  noticeDetailRequestSchema,
  noticeDetailResponseSchema,
  noticeRequestSchema,
  noticeResponseSchema,
} from './account/schemas.ts';
import {
  checkInInfoRequestSchema,
  checkInInfoResponseSchema,
  checkInRequestSchema,
  checkInResponseSchema,
} from './account/schemas.ts';
import * as funds from './funds/schemas.ts';
import * as market from './market/schemas.ts';
import * as newShare from './newShare/schemas.ts';
import { endpoint } from './endpoint.ts';

export type { EndpointDefinition } from './endpoint.ts';

/** Every `/api/vue/` endpoint: one request and one response schema, shared by client, server and mocks. */
export const endpoints = {
  'common/config': endpoint({
    request: configRequestSchema,
    response: configResponseSchema,
    public: true,
    summary: 'Site configuration as name/value pairs; the app waits for it before it starts.',
  }),
  'common/article': endpoint({
    request: articleRequestSchema,
    response: articleResponseSchema,
    public: true,
    summary: 'About us, privacy policy, user agreement or security centre, in the `lang` language (else Dutch).',
  }),
  'common/upload': endpoint({
    request: uploadRequestSchema,
    response: uploadResponseSchema,
    public: false,
    write: true,
    summary: 'Stores a JPEG, PNG or WebP image (base64, ≤ 5 MiB) private to its owner and operators.',
  }),
  'user/register': endpoint({
    request: registerRequestSchema,
    response: registerResponseSchema,
    public: true,
    write: true,
    summary: 'Creates an account with an existing invitation code and returns a session.',
  }),
  'user/login': endpoint({
    request: loginRequestSchema,
    response: loginResponseSchema,
    public: true,
    write: true,
    summary: 'Checks the credentials, then the account restrictions, and returns a session.',
  }),
  'user/logout': endpoint({
    request: logoutRequestSchema,
    response: logoutResponseSchema,
    public: false,
    write: true,
    summary: 'Revokes the session token.',
  }),
  'user/info': endpoint({
    request: infoRequestSchema,
    response: infoResponseSchema,
    public: false,
    summary: 'The user, the wallet of the requested currency (default USD) and the fund view wallets.',
  }),
  'user/password': endpoint({
    request: passwordRequestSchema,
    response: passwordResponseSchema,
    public: false,
    write: true,
    summary: "Changes the login password and revokes the user's other sessions.",
  }),
  'user/fundPassword': endpoint({
    request: fundPasswordRequestSchema,
    response: fundPasswordResponseSchema,
    public: false,
    write: true,
    summary: 'Sets the 6-digit fund password, or changes it given the old one.',
  }),
  'user/language': endpoint({
    request: languageRequestSchema,
    response: languageResponseSchema,
    public: false,
    write: true,
    summary: "Stores the user's language (the UI itself reads local storage).",
  }),
  'user/realName': endpoint({
    request: realNameRequestSchema,
    response: realNameResponseSchema,
    public: false,
    write: true,
    summary: 'Submits identity verification (none/rejected → reviewing).',
  }),
  'user/realNameInfo': endpoint({
    request: realNameInfoRequestSchema,
    response: realNameInfoResponseSchema,
    public: false,
    summary: 'The current identity verification record (status none if never submitted).',
  }),
  'user/notice': endpoint({
    request: noticeRequestSchema,
    response: noticeResponseSchema,
    public: false,
    summary: 'The market’s and global notices, at most 50, newest first, without content.',
  }),
  'user/noticeDetail': endpoint({
    request: noticeDetailRequestSchema,
    response: noticeDetailResponseSchema,
    public: false,
    summary: 'One notice with its content.',
  }),
  'user/checkInInfo': endpoint({
    request: checkInInfoRequestSchema,
    response: checkInInfoResponseSchema,
    public: false,
    summary: 'State of the daily check-in card.',
  }),
  'user/checkIn': endpoint({
    request: checkInRequestSchema,
    response: checkInResponseSchema,
    public: false,
    write: true,
    summary: 'Checks in once per calendar day (Europe/Amsterdam) and credits the reward.',
  }),
  'card/list': endpoint({
    request: funds.cardListRequestSchema,
    response: funds.cardListResponseSchema,
    public: false,
    summary: "The user's bank cards, newest first; card numbers masked.",
  }),
  'card/add': endpoint({
    request: funds.cardAddRequestSchema,
    response: funds.cardAddResponseSchema,
    public: false,
    write: true,
    summary: 'Adds a bank card; a card number binds to one account only (`card.exists`).',
  }),
  'wallet/list': endpoint({
    request: funds.walletListRequestSchema,
    response: funds.walletListResponseSchema,
    public: false,
    summary: "The user's crypto wallet addresses, newest first.",
  }),
  'wallet/add': endpoint({
    request: funds.walletAddRequestSchema,
    response: funds.walletAddResponseSchema,
    public: false,
    write: true,
    summary: 'Adds a wallet address (format per network); unique per account (`wallet.exists`).',
  }),
  'funds/channels': endpoint({
    request: funds.channelsRequestSchema,
    response: funds.channelsResponseSchema,
    public: false,
    summary: 'Deposit channels with bounds, hours and payee; closed channels have open = false.',
  }),
  'funds/deposit': endpoint({
    request: funds.depositRequestSchema,
    response: funds.depositResponseSchema,
    public: false,
    write: true,
    rid: true,
    summary: 'Submits a deposit with its proof for review (one pending per account).',
  }),
  'funds/withdrawInfo': endpoint({
    request: funds.withdrawInfoRequestSchema,
    response: funds.withdrawInfoResponseSchema,
    public: false,
    summary: 'Withdrawal form data: bounds, fee, hours, credit score, available funds.',
  }),
  'funds/withdraw': endpoint({
    request: funds.withdrawRequestSchema,
    response: funds.withdrawResponseSchema,
    public: false,
    write: true,
    rid: true,
    summary: 'Requests a withdrawal to an own card or wallet address; the amount is frozen until review.',
  }),
  'funds/records': endpoint({
    request: funds.fundsRecordsRequestSchema,
    response: funds.fundsRecordsResponseSchema,
    public: false,
    summary: 'Deposits, withdrawals or ledger entries, newest first.',
  }),
  'exchange/rates': endpoint({
    request: funds.exchangeRatesRequestSchema,
    response: funds.exchangeRatesResponseSchema,
    public: false,
    summary: 'Exchange rates (units per 1 USD) of the enabled currencies and the fee.',
  }),
  'exchange/submit': endpoint({
    request: funds.exchangeSubmitRequestSchema,
    response: funds.exchangeSubmitResponseSchema,
    public: false,
    write: true,
    rid: true,
    summary: 'Exchanges at the current rate: debits `from`, credits `to` (rounded down), in one step.',
  }),
  'exchange/records': endpoint({
    request: funds.exchangeRecordsRequestSchema,
    response: funds.exchangeRecordsResponseSchema,
    public: false,
    summary: 'Exchange history, newest first.',
  }),
  'stock/list': endpoint({
    request: market.stockListRequestSchema,
    response: market.stockListResponseSchema,
    public: false,
    summary: 'Quotes of a market or board, searched by code or name, sorted (descending except code), paged.',
  }),
  'stock/indexes': endpoint({
    request: market.stockIndexesRequestSchema,
    response: market.stockIndexesResponseSchema,
    public: false,
    summary: 'The indexes of a market (all markets when absent).',
  }),
  'stock/detail': endpoint({
    request: market.stockDetailRequestSchema,
    response: market.stockDetailResponseSchema,
    public: false,
    summary: 'One instrument: its quote, 52-week range, market data, trading rules and whether it is watched.',
  }),
  'stock/quote': endpoint({
    request: market.stockQuoteRequestSchema,
    response: market.stockQuoteResponseSchema,
    public: false,
    summary: 'Current quotes of up to 50 instruments (the polling fallback of stock/stream).',
  }),
  'stock/kline': endpoint({
    request: market.stockKlineRequestSchema,
    response: market.stockKlineResponseSchema,
    public: false,
    summary: 'Candles of a period, oldest first, paged backwards with `before`; adjusted from `day` up.',
  }),
  'watchlist/list': endpoint({
    request: market.watchlistListRequestSchema,
    response: market.watchlistListResponseSchema,
    public: false,
    summary: 'The watched instruments, newest added first.',
  }),
  'watchlist/add': endpoint({
    request: market.watchlistAddRequestSchema,
    response: market.watchlistAddResponseSchema,
    public: false,
    write: true,
    summary: 'Watches an instrument (adding a watched one succeeds).',
  }),
  'watchlist/remove': endpoint({
    request: market.watchlistRemoveRequestSchema,
    response: market.watchlistRemoveResponseSchema,
    public: false,
    write: true,
    summary: 'Stops watching the given instruments; absent ids are ignored.',
  }),
  'newShare/list': endpoint({
    request: newShare.newShareListRequestSchema,
    response: newShare.newShareListResponseSchema,
    public: false,
    summary:
      'New-share offerings by kind, market and status: open and upcoming first (soonest deadline first), then the closed and listed (latest first).',
  }),
  'news/list': endpoint({
    request: market.newsListRequestSchema,
    response: market.newsListResponseSchema,
    public: false,
    summary: 'News of a category in the request language (else Dutch), newest first, without content.',
  }),
  'news/detail': endpoint({
    request: market.newsDetailRequestSchema,
    response: market.newsDetailResponseSchema,
    public: false,
    summary: 'One news article with its sanitised content.',
  }),
} as const;

export type EndpointPath = keyof typeof endpoints;
export type RequestOf<P extends EndpointPath> = z.input<(typeof endpoints)[P]['request']>;
export type ResponseOf<P extends EndpointPath> = z.output<(typeof endpoints)[P]['response']>;

/** The base of the user API, relative to the site origin. */
export const API_BASE_PATH = '/api/vue/';
