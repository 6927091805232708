import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { maskIdNumber, validateRealName, type RealNameStatus } from '@broker/domain';
import type { RealName } from '@broker/contract';
import { realNames } from '../../db/schema.ts';
import { ApiError } from '../../http/envelope.ts';
import { defineRoute, throwIssues, type RouteDeps } from '../../http/routes.ts';
import { stripQuery, type UrlSigner } from '../../lib/signedUrl.ts';
import { toApiTimeOrNull } from '../../lib/time.ts';
import { ownUpload } from '../common/index.ts';

export type RealNameRow = typeof realNames.$inferSelect;

/** The RealName object (api.md §2); image paths come signed so that the owner's `<img>` can load them. */
export function realNameView(row: RealNameRow | undefined, signer: UrlSigner, now: Date): RealName {
  return {
    status: (row?.status as RealNameStatus | undefined) ?? 'none',
    name: row?.name ?? null,
    idNumberMasked: row?.idNumber ? maskIdNumber(row.idNumber) : null,
    frontImage: row ? signer.sign(row.frontImage, now) : null,
    backImage: row ? signer.sign(row.backImage, now) : null,
    address: row?.address ?? null,
    remark: row?.remark ?? null,
    submittedAt: toApiTimeOrNull(row?.submittedAt),
    reviewedAt: toApiTimeOrNull(row?.reviewedAt),
  };
}

/** Identity verification (api.md §4.3): none/rejected → reviewing; operators decide (admin review/decide). */
export function registerRealNameRoutes(app: FastifyInstance, deps: RouteDeps, signer: UrlSigner): void {
  const { db } = deps;
  const current = async (accountId: string) =>
    (await db.select().from(realNames).where(eq(realNames.accountId, accountId)))[0];

  defineRoute(
    app,
    deps,
    'user/realName',
    async (body, { session, now }) => {
      const existing = await current(session.accountId);
      const input = { ...body, frontImage: stripQuery(body.frontImage), backImage: stripQuery(body.backImage) };
      throwIssues(validateRealName(input, { status: existing?.status as RealNameStatus | undefined }));
      // The photos must be this user's own uploads for ID photos, not someone else's file.
      if (!(await ownUpload(deps, session.accountId, input.frontImage, ['idFront', 'idBack']))) {
        throw new ApiError('error.validation.invalid', { field: 'frontImage', rule: 'format' });
      }
      if (!(await ownUpload(deps, session.accountId, input.backImage, ['idFront', 'idBack']))) {
        throw new ApiError('error.validation.invalid', { field: 'backImage', rule: 'format' });
      }
      const values = {
        status: 'reviewing',
        name: input.name.trim(),
        idNumber: input.idNumber?.trim() || null,
        frontImage: input.frontImage,
        backImage: input.backImage,
        address: input.address?.trim() || null,
        remark: null,
        submittedAt: now,
        reviewedAt: null,
      };
      // Only none/rejected may submit; the guarded upsert keeps two concurrent submissions honest.
      const [row] = await db
        .insert(realNames)
        .values({ accountId: session.accountId, ...values })
        .onConflictDoUpdate({ target: realNames.accountId, set: values, setWhere: eq(realNames.status, 'rejected') })
        .returning();
      if (!row) throw new ApiError('error.realName.underReview');
      return realNameView(row, signer, now);
    },
    { catchUp: 'none' },
  );

  defineRoute(
    app,
    deps,
    'user/realNameInfo',
    async (_body, { session, now }) => realNameView(await current(session.accountId), signer, now),
    { catchUp: 'none' },
  );
}
