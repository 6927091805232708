import type { z } from 'zod';
import { configRequestSchema, configResponseSchema } from './common/config.ts';
import { articleRequestSchema, articleResponseSchema } from './common/article.ts';
import { uploadRequestSchema, uploadResponseSchema } from './common/upload.ts';
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
} from './user/account.ts';
import {
  realNameInfoRequestSchema,
  realNameInfoResponseSchema,
  realNameRequestSchema,
  realNameResponseSchema,
} from './user/realName.ts';
import {
  noticeDetailRequestSchema,
  noticeDetailResponseSchema,
  noticeRequestSchema,
  noticeResponseSchema,
} from './user/notice.ts';
import {
  checkInInfoRequestSchema,
  checkInInfoResponseSchema,
  checkInRequestSchema,
  checkInResponseSchema,
} from './user/checkIn.ts';
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
} as const;

export type EndpointPath = keyof typeof endpoints;
export type RequestOf<P extends EndpointPath> = z.input<(typeof endpoints)[P]['request']>;
export type ResponseOf<P extends EndpointPath> = z.output<(typeof endpoints)[P]['response']>;

/** The base of the user API, relative to the site origin. */
export const API_BASE_PATH = '/api/vue/';
