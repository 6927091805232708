import { describe, expect, it } from 'vitest';
import {
  adminEndpoints,
  configSetRequestSchema,
  supportMessageSchema,
  supportMessagesRequestSchema,
  supportReplyRequestSchema,
  supportSendRequestSchema,
  supportContactRequestSchema,
  supportContactResponseSchema,
  supportContactSchema,
  endpoints,
  uploadRequestSchema,
} from '../index.ts';

const requestId = '3f1c2b4e-8a9d-4c7e-9b2a-1d5e6f7a8b9c';
const message = {
  id: 'm1',
  author: 'operator',
  text: 'Goedemiddag, waarmee kan ik helpen?',
  image: null,
  createdAt: '2026-11-23T10:00:00Z',
  readAt: null,
};

describe('support shapes', () => {
  it('pages messages by a cursor, 20 at a time unless asked otherwise', () => {
    expect(supportMessagesRequestSchema.parse({})).toEqual({ size: 20 });
    expect(supportMessagesRequestSchema.parse({ before: 'm9', size: 50 })).toEqual({ before: 'm9', size: 50 });
    expect(supportMessagesRequestSchema.safeParse({ size: 101 }).success).toBe(false);
    expect(supportMessagesRequestSchema.safeParse({ before: '' }).success).toBe(false);
  });

  it('sends text and an image path with a request id, leaving the rules to the domain', () => {
    expect(supportSendRequestSchema.safeParse({ requestId, text: 'Hallo' }).success).toBe(true);
    expect(supportSendRequestSchema.safeParse({ requestId, image: '/uploads/supportImage/a.png' }).success).toBe(true);
    // Empty text and control characters reach the domain's validator, which answers with the field.
    expect(supportSendRequestSchema.safeParse({ requestId, text: '\u0007' }).success).toBe(true);
    expect(supportSendRequestSchema.safeParse({ text: 'Hallo' }).success).toBe(false);
    expect(supportSendRequestSchema.safeParse({ requestId, text: 'x'.repeat(4001) }).success).toBe(false);
  });

  it('has messages by the user or by customer service, with the image as a link or null', () => {
    expect(supportMessageSchema.safeParse(message).success).toBe(true);
    expect(supportMessageSchema.safeParse({ ...message, author: 'bot' }).success).toBe(false);
    expect(supportMessageSchema.safeParse({ ...message, readAt: '2026-11-23T11:00:00+01:00' }).success).toBe(false);
  });

  it('takes support images as uploads', () => {
    expect(
      uploadRequestSchema.safeParse({ purpose: 'supportImage', contentType: 'image/png', data: 'iVBORw0KGgo=' })
        .success,
    ).toBe(true);
  });
});

describe('support before sign-in', () => {
  it('takes a contact and a message without a session, leaving the rules to the domain', () => {
    const contact = { contact: 'jan@example.nl', message: 'Ik ben mijn wachtwoord vergeten.' };
    expect(endpoints['support/contact'].public).toBe(true);
    expect(endpoints['support/contact'].write).toBe(true);
    expect(supportContactRequestSchema.safeParse(contact).success).toBe(true);
    expect(supportContactRequestSchema.safeParse({ ...contact, account: 'jansen' }).success).toBe(true);
    // A malformed contact or a short message reaches the domain's validator, which names the field.
    expect(supportContactRequestSchema.safeParse({ contact: 'jan', message: 'kort' }).success).toBe(true);
    expect(supportContactRequestSchema.safeParse({ ...contact, account: 'a'.repeat(65) }).success).toBe(false);
    expect(supportContactRequestSchema.safeParse({ ...contact, message: 'x'.repeat(4001) }).success).toBe(false);
    expect(supportContactRequestSchema.safeParse({ message: contact.message }).success).toBe(false);
  });

  it('answers a ticket number and the moment, and shows operators the contact', () => {
    const receipt = { ticketNo: 'S20261123100000123456', receivedAt: '2026-11-23T10:00:00Z' };
    expect(supportContactResponseSchema.parse(receipt)).toEqual(receipt);
    const contact = {
      id: 'c1',
      ...receipt,
      contact: '+31 6 12345678',
      account: null,
      message: 'Ik ben mijn wachtwoord vergeten.',
      lang: 'nl',
      createdAt: receipt.receivedAt,
      handledAt: null,
      handledBy: null,
    };
    expect(supportContactSchema.safeParse(contact).success).toBe(true);
    expect(supportContactSchema.safeParse({ ...contact, lang: 'fr' }).success).toBe(false);
    expect(adminEndpoints['support/contacts'].request.parse({ handled: false })).toEqual({
      handled: false,
      page: 1,
      size: 20,
    });
    expect(adminEndpoints['support/contactHandled'].write).toBe(true);
  });
});

describe('support for operators', () => {
  it('replies with text and an inline image, checked like an upload', () => {
    const reply = {
      requestId,
      account: 'alice',
      text: 'Zie bijlage',
      image: { contentType: 'image/png', data: 'iVBORw0KGgo=' },
    };
    expect(supportReplyRequestSchema.safeParse(reply).success).toBe(true);
    expect(
      supportReplyRequestSchema.safeParse({ ...reply, image: { contentType: 'image/gif', data: 'R0lG' } }).success,
    ).toBe(false);
    expect(adminEndpoints['support/reply'].rid).toBe(true);
    expect(adminEndpoints['support/list'].request.parse({})).toEqual({ page: 1, size: 20 });
  });

  it('sets only the config names that have a rule', () => {
    expect(configSetRequestSchema.safeParse({ name: 'kefu', value: 'https://support.example.com' }).success).toBe(true);
    expect(configSetRequestSchema.safeParse({ name: 'kefu', value: '' }).success).toBe(true);
    expect(configSetRequestSchema.safeParse({ name: 'title', value: 'Other' }).success).toBe(false);
  });
});
