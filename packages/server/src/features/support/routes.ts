import type { FastifyInstance } from 'fastify';
import type { CleanUp } from '../../core/cleanUp.ts';
import { defineAdminRoute, defineRoute, type RouteDeps } from '../../http/routes.ts';
import { leaveContact, listContacts, markContactHandled } from './contact.ts';
import { sendMessage, userMessages, userRead, userUnread } from './messages.ts';
import { listConversations, replyToAccount, showConversation, type SupportOperatorOptions } from './operator.ts';

export interface SupportRouteOptions extends SupportOperatorOptions {
  /** Where the slice names the column that keeps the messages' images. */
  cleanUp: CleanUp;
}

/**
 * The support slice: the user's one conversation with customer service (support/*) and the
 * operators' side of it (api.md §6: support/list, support/conversation, support/reply). Every
 * user call reads and writes only the caller's own conversation. Before sign-in, a contact
 * address and a message (support/contact, public, limited per client address), which operators
 * list and mark handled (support/contacts, support/contactHandled).
 */
export function registerSupportRoutes(app: FastifyInstance, deps: RouteDeps, options: SupportRouteOptions): void {
  const { db } = deps;
  const { signer } = options;
  options.cleanUp.referenceUploads({ table: 'support_messages', column: 'image' });

  defineRoute(
    app,
    deps,
    'support/messages',
    async (body, { session, now }) => userMessages(db, signer, session.accountId, body, now),
    { catchUp: 'none' },
  );
  defineRoute(
    app,
    deps,
    'support/send',
    async (body, { session, now }) => sendMessage(deps, signer, session.accountId, body, now),
    { catchUp: 'none' },
  );
  defineRoute(app, deps, 'support/unread', async (_body, { session }) => userUnread(db, session.accountId), {
    catchUp: 'none',
  });
  defineRoute(app, deps, 'support/read', async (body, { session, now }) => userRead(db, session.accountId, body, now), {
    catchUp: 'none',
  });

  defineRoute(app, deps, 'support/contact', async (body, { request, now }) => leaveContact(deps, body, request, now), {
    catchUp: 'none',
  });

  defineAdminRoute(app, deps, 'support/list', async (body, { now }) => listConversations(db, signer, body, now));
  defineAdminRoute(app, deps, 'support/conversation', async (body, { now }) => showConversation(db, signer, body, now));
  defineAdminRoute(app, deps, 'support/reply', async (body, { now }) => replyToAccount(deps, options, body, now));
  defineAdminRoute(app, deps, 'support/contacts', async (body) => listContacts(db, body));
  defineAdminRoute(app, deps, 'support/contactHandled', async (body, { operator, now }) =>
    markContactHandled(db, body, operator.operator, now),
  );
}
