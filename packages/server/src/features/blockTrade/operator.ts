import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { ApiError } from '../../http/envelope.ts';
import type { AdminRouteBody } from '../../http/routes.ts';
import { hashToken, normalInvitationKey, randomInvitationKey } from '../../lib/secrets.ts';
import { dayOnOffer, findSeries } from './offers.ts';
import { invitationOf, invitationView } from './state.ts';
import { blockInvitations, blockTradeSwitch } from './schema.ts';
import type { BlockTradeServices } from './services.ts';

/**
 * blockTrade/invite (operators, audited): the series is sold by invitation from now on, to whoever
 * holds the key. The key is answered once and only its hash kept; a retry of the request id
 * answers the invitation without the key again. An invitation for a series not on offer, or one
 * that would already have expired, is refused.
 */
export async function inviteToSeries(
  services: BlockTradeServices,
  body: AdminRouteBody<'blockTrade/invite'>,
  now: Date,
) {
  const { db } = services;
  const series = findSeries(services.sim.seed, body.blockTradeId);
  if (!series || dayOnOffer(series, now.getTime()) === null) throw new ApiError('error.product.unavailable');
  const expiresAt = new Date(body.expiresAt);
  if (expiresAt.getTime() <= now.getTime()) {
    throw new ApiError('error.validation.invalid', { field: 'expiresAt', rule: 'future' });
  }
  const [earlier] = await db.select().from(blockInvitations).where(eq(blockInvitations.requestId, body.requestId));
  if (earlier) {
    const stored = (await invitationOf(db, earlier.seriesId))!;
    return { blockTradeId: earlier.seriesId, key: '', invitation: invitationView(stored, now.getTime()) };
  }
  const key = randomInvitationKey();
  const values = {
    issuer: body.issuer.trim(),
    quotaLots: body.quotaLots,
    expiresAt,
    keyHash: hashToken(normalInvitationKey(key)),
    requestId: body.requestId,
    createdAt: now,
  };
  await db
    .insert(blockInvitations)
    .values({ seriesId: series.id, ...values })
    .onConflictDoUpdate({ target: blockInvitations.seriesId, set: values });
  const stored = (await invitationOf(db, series.id))!;
  return { blockTradeId: series.id, key, invitation: invitationView(stored, now.getTime()) };
}

/** blockTrade/switch (operators, audited): block trades on or off. */
export async function switchBlockTrades(db: Db, open: boolean, now: Date) {
  await db
    .insert(blockTradeSwitch)
    .values({ id: 'switch', open, updatedAt: now })
    .onConflictDoUpdate({ target: blockTradeSwitch.id, set: { open, updatedAt: now } });
  return { open };
}
