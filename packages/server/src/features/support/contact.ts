import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { supportText, validateSupportContact, type Language } from '@broker/domain';
import type { AdminResponseOf, SupportContact, SupportContactReceipt } from '@broker/contract';
import type { Db } from '../../db/open.ts';
import { supportContacts } from '../../db/schema.ts';
import { orderNumber } from '../../core/orderNumbers.ts';
import { clientAddress } from '../../http/auth.ts';
import { ApiError } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { paginate } from '../../http/paginate.ts';
import { throwIssues, type AdminRouteBody, type RouteBody, type RouteDeps } from '../../http/routes.ts';
import type { RateLimit } from '../../http/rateLimit.ts';
import { isUniqueViolation } from '../../lib/dbErrors.ts';
import { toApiTime, toApiTimeOrNull } from '../../lib/time.ts';

/**
 * Customer service before sign-in (docs/decisions.md "Support before sign-in"): someone who cannot
 * log in (a forgotten password) leaves a contact address and a message, and gets a ticket number;
 * operators list the contacts and mark them handled once they have answered by mail or phone.
 */

/**
 * Contacts one client address may leave per hour. The call needs no account, so this is what
 * keeps a flood from filling the operators' list; a person who cannot log in needs one, perhaps a
 * second with what they forgot to say — five leaves room for a household behind one address.
 */
export const SUPPORT_CONTACTS_PER_HOUR: RateLimit = { max: 5, windowMs: 60 * 60 * 1000 };

type ContactRow = typeof supportContacts.$inferSelect;

/** A contact as operators see it. */
const contactView = (row: ContactRow): SupportContact => ({
  id: row.id,
  ticketNo: row.ticketNo,
  contact: row.contact,
  account: row.accountName,
  message: row.message,
  lang: row.lang as Language,
  createdAt: toApiTime(row.createdAt),
  handledAt: toApiTimeOrNull(row.handledAt),
  handledBy: row.handledBy,
});

/**
 * support/contact, in the check order of api.md §1.5: the fields (domain validateSupportContact:
 * a refused one counts against nothing), the hourly limit of the client address, then the contact
 * with a new ticket number (`S` + time + six digits; drawn again on the rare collision).
 */
export async function leaveContact(
  deps: RouteDeps,
  body: RouteBody<'support/contact'>,
  request: FastifyRequest,
  now: Date,
): Promise<SupportContactReceipt> {
  throwIssues(validateSupportContact(body));
  await deps.rateLimits.hit(`public:${clientAddress(request)}:support/contact`, SUPPORT_CONTACTS_PER_HOUR);
  const account = supportText(body.account);
  const contact = {
    contact: supportText(body.contact),
    accountName: account === '' ? null : account,
    message: supportText(body.message),
    lang: requestLanguage(request),
    createdAt: now,
  };
  for (let attempt = 0; attempt < 5; attempt++) {
    const ticketNo = orderNumber('S', now);
    try {
      await deps.db.insert(supportContacts).values({ id: randomUUID(), ticketNo, ...contact });
      return { ticketNo, receivedAt: toApiTime(now) };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new ApiError('error.submit.failed');
}

/** support/contacts: the contacts, newest first (the id breaks ties, so that pages never overlap). */
export function listContacts(
  db: Db,
  body: AdminRouteBody<'support/contacts'>,
): Promise<AdminResponseOf<'support/contacts'>> {
  const where =
    body.handled === undefined
      ? undefined
      : body.handled
        ? isNotNull(supportContacts.handledAt)
        : isNull(supportContacts.handledAt);
  return paginate(
    body,
    {
      total: () => db.$count(supportContacts, where),
      rows: ({ limit, offset }) =>
        db
          .select()
          .from(supportContacts)
          .where(where)
          .orderBy(desc(supportContacts.createdAt), desc(supportContacts.id))
          .limit(limit)
          .offset(offset),
    },
    (rows) => rows.map(contactView),
  );
}

/**
 * support/contactHandled: marks the ticket's contact handled by this operator, now. One already
 * handled keeps who handled it first and when (the call is answered, and audited, all the same).
 */
export async function markContactHandled(
  db: Db,
  body: AdminRouteBody<'support/contactHandled'>,
  operator: string,
  now: Date,
): Promise<SupportContact> {
  const [marked] = await db
    .update(supportContacts)
    .set({ handledAt: now, handledBy: operator })
    .where(and(eq(supportContacts.ticketNo, body.ticketNo), isNull(supportContacts.handledAt)))
    .returning();
  if (marked) return contactView(marked);
  const [handled] = await db.select().from(supportContacts).where(eq(supportContacts.ticketNo, body.ticketNo));
  if (!handled) throw new ApiError('error.order.notFound');
  return contactView(handled);
}
