import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { adminAudit, supportContacts } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';
import { SUPPORT_CONTACTS_PER_HOUR } from './contact.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ now: '2026-11-23T10:00:00Z' });
});
afterAll(async () => {
  await server?.close();
});

const HOUR = 60 * 60 * 1000;
const message = 'Ik ben mijn wachtwoord vergeten en kan niet meer inloggen.';

/**
 * Every request comes from 127.0.0.1, whose contacts are limited per clock hour: each test starts
 * in an hour of its own, so that one test's contacts never count against another's.
 */
function inFreshHour(): void {
  const now = server.clock.now().getTime();
  server.clock.set(Math.floor(now / HOUR) * HOUR + HOUR);
}

/** Leaves a contact without a session (no token, no account header). */
const contact = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  server.post('support/contact', body, headers);

async function storedContacts() {
  return server.database.db.select().from(supportContacts);
}

describe('support/contact', () => {
  it('takes a contact and a message without a session, and gives a ticket number', async () => {
    inFreshHour();
    const reply = await contact(
      { contact: ' jan@example.nl ', message: `  ${message}\n`, account: ' jansen ' },
      { lang: 'en' },
    );
    expect(reply.http).toBe(200);
    expect(reply.body).toEqual({
      status: 1,
      msg: 'success.support.contact',
      data: { ticketNo: expect.stringMatching(/^S20261123110000\d{6}$/), receivedAt: '2026-11-23T11:00:00Z' },
    });
    const [row] = (await storedContacts()).filter((stored) => stored.ticketNo === reply.body.data.ticketNo);
    // Stored trimmed, as the conversation's messages are, with the language the app spoke.
    expect(row).toMatchObject({
      contact: 'jan@example.nl',
      accountName: 'jansen',
      message,
      lang: 'en',
      handledAt: null,
      handledBy: null,
    });
  });

  it('takes a phone number, and no account name', async () => {
    inFreshHour();
    const reply = await contact({ contact: '+31 6 12345678', message, account: '' });
    expect(reply.body.status).toBe(1);
    const [row] = (await storedContacts()).filter((stored) => stored.ticketNo === reply.body.data.ticketNo);
    expect(row).toMatchObject({ contact: '+31 6 12345678', accountName: null, lang: 'nl' });
  });

  it('answers the field of a bad contact or a short message, and stores nothing', async () => {
    inFreshHour();
    const before = (await storedContacts()).length;
    expect((await contact({ contact: 'jan@example', message })).body).toEqual({
      status: 0,
      msg: 'error.validation.invalid',
      data: { field: 'contact', rule: 'format' },
    });
    expect((await contact({ contact: '06-123', message })).body.data).toEqual({ field: 'contact', rule: 'format' });
    expect((await contact({ contact: 'jan@example.nl', message: ' Help! ' })).body).toEqual({
      status: 0,
      msg: 'error.validation.invalid',
      data: { field: 'message', rule: 'size', min: 10, max: 1000 },
    });
    expect((await contact({ contact: '', message })).body).toEqual({
      status: 0,
      msg: 'error.validation.required',
      data: { field: 'contact' },
    });
    expect((await contact({ message })).body).toEqual({
      status: 0,
      msg: 'error.validation.required',
      data: { field: 'contact' },
    });
    expect((await contact({ contact: 'jan@example.nl', message: 'Bel me\u202E terug alsjeblieft' })).body.data).toEqual(
      {
        field: 'message',
        rule: 'format',
      },
    );
    expect((await contact({ contact: 'jan@example.nl', message, account: 'a'.repeat(65) })).body).toMatchObject({
      status: 0,
      msg: 'error.validation.invalid',
      data: { field: 'account' },
    });
    expect(await storedContacts()).toHaveLength(before);
    // Refused contacts count against nothing: the address may still leave its five.
    for (let i = 0; i < SUPPORT_CONTACTS_PER_HOUR.max; i++)
      expect((await contact({ contact: 'jan@example.nl', message })).body.status).toBe(1);
  });

  it('takes five an hour from one address: the sixth is too frequent until the next hour', async () => {
    expect(SUPPORT_CONTACTS_PER_HOUR).toEqual({ max: 5, windowMs: HOUR });
    inFreshHour();
    server.clock.advance(20 * 60 * 1000);
    const before = (await storedContacts()).length;
    for (let i = 0; i < 5; i++) {
      expect((await contact({ contact: `klant${i}@example.nl`, message })).body.status).toBe(1);
      server.clock.advance(1_000);
    }
    expect((await contact({ contact: 'klant6@example.nl', message })).body).toEqual({
      status: 0,
      msg: 'error.request.tooFrequent',
      data: { until: '2026-11-23T15:00:00.000Z' },
    });
    expect(await storedContacts()).toHaveLength(before + 5);
    inFreshHour();
    expect((await contact({ contact: 'klant6@example.nl', message })).body.status).toBe(1);
  });
});

describe('support/contacts and support/contactHandled (operators)', () => {
  it('lists the contacts newest first, and only the unhandled ones when asked', async () => {
    inFreshHour();
    const first = (await contact({ contact: 'eerste@example.nl', message, account: 'eerste' })).body.data;
    server.clock.advance(60_000);
    const second = (await contact({ contact: '+32 470 12 34 56', message })).body.data;
    const reply = await server.admin('support/contacts', { size: 2 });
    expect(reply.body.status).toBe(1);
    expect(reply.body.data.total).toBeGreaterThanOrEqual(2);
    expect(reply.body.data.items).toEqual([
      {
        id: expect.any(String),
        ticketNo: second.ticketNo,
        contact: '+32 470 12 34 56',
        account: null,
        message,
        lang: 'nl',
        createdAt: second.receivedAt,
        handledAt: null,
        handledBy: null,
      },
      expect.objectContaining({ ticketNo: first.ticketNo, contact: 'eerste@example.nl', account: 'eerste' }),
    ]);
    const page2 = (await server.admin('support/contacts', { size: 2, page: 2 })).body.data;
    expect(page2.items.map((item: { ticketNo: string }) => item.ticketNo)).not.toContain(first.ticketNo);
    // Operators only: without an operator key the list is refused.
    expect((await server.admin('support/contacts', {}, {})).body.msg).toBe('error.session.expired');
  });

  it('marks one handled by the operator, audited; again changes nothing', async () => {
    inFreshHour();
    const { ticketNo } = (await contact({ contact: 'afhandelen@example.nl', message })).body.data;
    server.clock.advance(5 * 60 * 1000);
    const handledAt = server.clock.now().toISOString().replace('.000Z', 'Z');
    const reply = await server.admin('support/contactHandled', { ticketNo });
    expect(reply.body).toMatchObject({
      status: 1,
      msg: 'success.admin.support.contactHandled',
      data: { ticketNo, handledAt, handledBy: 'operator' },
    });
    server.clock.advance(60_000);
    expect((await server.admin('support/contactHandled', { ticketNo })).body.data).toMatchObject({
      handledAt,
      handledBy: 'operator',
    });

    const [audit] = await server.database.db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.path, 'support/contactHandled'), eq(adminAudit.operator, 'operator')))
      .orderBy(desc(adminAudit.at));
    expect(audit?.body).toEqual({ ticketNo });
    expect(audit?.result).toMatchObject({ status: 1, msg: 'success.admin.support.contactHandled' });

    const tickets = async (handled: boolean) =>
      ((await server.admin('support/contacts', { handled, size: 100 })).body.data.items as { ticketNo: string }[]).map(
        (item) => item.ticketNo,
      );
    expect(await tickets(true)).toContain(ticketNo);
    expect(await tickets(false)).not.toContain(ticketNo);

    expect((await server.admin('support/contactHandled', { ticketNo: 'S00000000000000000000' })).body).toEqual({
      status: 0,
      msg: 'error.order.notFound',
      data: null,
    });
  });
});
