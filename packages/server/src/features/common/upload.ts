import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, gt, sql } from 'drizzle-orm';
import { DAY_MS } from '../../lib/time.ts';
import { serverDefaults } from '@broker/domain';
import { uploadPurposes, type UploadPurpose } from '@broker/contract';
import { uploads } from '../../db/schema.ts';
import { ApiError, fail } from '../../http/envelope.ts';
import { authenticateAdmin, authenticateUser, header } from '../../http/auth.ts';
import { defineRoute, type RouteDeps } from '../../http/routes.ts';
import { randomToken } from '../../lib/secrets.ts';
import type { UrlSigner } from '../../lib/signedUrl.ts';

/**
 * Uploads (api.md §4.1 common/upload): base64 in JSON, the type decided by the bytes (magic
 * numbers), not by what the client claims; ≤ 5 MiB decoded; stored as
 * `<uploadsDir>/<purpose>/<random>.<ext>` and served at `/uploads/<purpose>/<file>`.
 *
 * Every upload is private: ID photos, deposit proofs, wallet QR codes and support photos are
 * served only to (1) their owner, by the `token` + `account` headers, (2) an operator, by
 * `admin-key`, or (3) anyone holding a short-lived signed link (`?exp=&sig=`, 15 minutes), which
 * the API hands to the owner so that an `<img>` tag, which cannot send headers, can show it.
 */
export const UPLOADS_URL_PREFIX = '/uploads/';

const extensions = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;
type ImageType = keyof typeof extensions;

/** The image type of a file by its first bytes, or null. */
export function sniffImageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((byte, index) => bytes[index] === byte)) return 'image/png';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'image/webp';
  return null;
}

const FILE_PATTERN = /^[A-Za-z0-9_-]{16,64}\.(?:jpg|png|webp)$/;

/** True for a path this server could have handed out: `/uploads/<purpose>/<random>.<ext>`. */
export function isUploadPath(img: string): boolean {
  const [purpose, file, ...rest] = img.startsWith(UPLOADS_URL_PREFIX)
    ? img.slice(UPLOADS_URL_PREFIX.length).split('/')
    : [];
  return (
    rest.length === 0 && (uploadPurposes as readonly string[]).includes(purpose ?? '') && FILE_PATTERN.test(file ?? '')
  );
}

export function registerUploadRoutes(
  app: FastifyInstance,
  deps: RouteDeps,
  options: { uploadsDir: string; signer: UrlSigner },
): void {
  const { db, clock } = deps;

  defineRoute(
    app,
    deps,
    'common/upload',
    async (body, { session, now }) => {
      await checkUploadQuota(deps, session.accountId, body.data, now);
      const urlPath = await storeImage(deps, options.uploadsDir, { ...body, accountId: session.accountId }, now);
      return { path: urlPath, url: options.signer.sign(urlPath, now) };
    },
    { catchUp: 'none' },
  );

  app.get<{ Params: { purpose: string; file: string }; Querystring: { exp?: string; sig?: string } }>(
    `${UPLOADS_URL_PREFIX}:purpose/:file`,
    async (request, reply) => {
      const urlPath = `${UPLOADS_URL_PREFIX}${request.params.purpose}/${request.params.file}`;
      const notFound = () => reply.code(404).send(fail('error.content.notFound', { path: urlPath }));
      if (!isUploadPath(urlPath)) return notFound();
      const [row] = await db.select().from(uploads).where(eq(uploads.path, urlPath));
      const access = await mayRead(request, urlPath, row?.accountId);
      if (access === 'unauthorized') return reply.code(401).send(fail('error.session.expired'));
      if (!row || access === 'forbidden') return notFound();
      let bytes: Buffer;
      try {
        bytes = await fs.readFile(path.join(options.uploadsDir, row.purpose, request.params.file));
      } catch {
        return notFound();
      }
      return reply
        .header('content-type', row.contentType)
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', 'inline')
        .send(bytes);
    },
  );

  async function mayRead(
    request: FastifyRequest<{ Querystring: { exp?: string; sig?: string } }>,
    urlPath: string,
    ownerId: string | undefined,
  ): Promise<'ok' | 'forbidden' | 'unauthorized'> {
    const { exp, sig } = request.query;
    if (exp !== undefined || sig !== undefined) {
      return options.signer.verify(urlPath, exp, sig, clock.now()) ? 'ok' : 'unauthorized';
    }
    if (header(request, 'admin-key') !== undefined) {
      try {
        return (await authenticateAdmin(deps, request)) ? 'ok' : 'unauthorized';
      } catch (error) {
        if (error instanceof ApiError) return 'unauthorized';
        throw error;
      }
    }
    try {
      const session = await authenticateUser(deps, request);
      // Another user's upload answers like a missing one: its existence is not revealed.
      return session.accountId === ownerId ? 'ok' : 'forbidden';
    } catch (error) {
      if (error instanceof ApiError) return 'unauthorized';
      throw error;
    }
  }
}

/**
 * The per-account upload quota (issue #16): at most `perHour` uploads an hour (then
 * `request.tooFrequent` with `{ until }`) and `bytesPerDay` bytes in the last 24 hours (then
 * `validation.invalid` with rule `quota`). Uploads no record refers to are deleted after a day
 * (core/cleanUp.ts), so the quota bounds what an account can leave on the disk.
 */
async function checkUploadQuota(deps: RouteDeps, accountId: string, data: string, now: Date): Promise<void> {
  const { perHour, bytesPerDay } = serverDefaults.upload;
  await deps.rateLimits.hit(`upload:${accountId}`, { max: perHour, windowMs: 60 * 60 * 1000 });
  const [used] = await deps.db
    .select({ bytes: sql<string>`coalesce(sum(${uploads.size}), 0)` })
    .from(uploads)
    .where(and(eq(uploads.accountId, accountId), gt(uploads.createdAt, new Date(now.getTime() - DAY_MS))));
  const incoming = Math.floor((data.length * 3) / 4);
  if (Number(used?.bytes ?? 0) + incoming > bytesPerDay) {
    throw new ApiError('error.validation.invalid', { field: 'data', rule: 'quota', max: bytesPerDay });
  }
}

/** An image to store for an account: base64 bytes, the type they must be. */
export interface ImageUpload {
  accountId: string;
  purpose: UploadPurpose;
  contentType: ImageType;
  /** Base64 without a `data:` prefix. */
  data: string;
}

/**
 * Stores an image as an upload of `accountId` (the one person, with the operators, who may read
 * it): not empty, ≤ 5 MiB, of the type its bytes say; `field` names the data in the answer's
 * parameters. Returns its server-relative path. `common/upload` and an operator's support reply
 * (an image for the user to read) both store through here.
 */
export async function storeImage(
  deps: Pick<RouteDeps, 'db'>,
  uploadsDir: string,
  upload: ImageUpload,
  now: Date,
  field = 'data',
): Promise<string> {
  const bytes = Buffer.from(upload.data, 'base64');
  if (bytes.length === 0) throw new ApiError('error.validation.required', { field });
  if (bytes.length > serverDefaults.upload.maxBytes) {
    throw new ApiError('error.validation.invalid', { field, rule: 'size', max: serverDefaults.upload.maxBytes });
  }
  if (sniffImageType(bytes) !== upload.contentType)
    throw new ApiError('error.validation.invalid', { field, rule: 'type' });
  const file = `${randomToken(18)}.${extensions[upload.contentType]}`;
  const relative = `${upload.purpose}/${file}`;
  const urlPath = `${UPLOADS_URL_PREFIX}${relative}`;
  try {
    await fs.mkdir(path.join(uploadsDir, upload.purpose), { recursive: true });
    await fs.writeFile(path.join(uploadsDir, relative), bytes, { flag: 'wx', mode: 0o600 });
  } catch {
    throw new ApiError('error.upload.failed');
  }
  await deps.db.insert(uploads).values({
    id: randomUUID(),
    accountId: upload.accountId,
    purpose: upload.purpose,
    path: urlPath,
    contentType: upload.contentType,
    size: bytes.length,
    createdAt: now,
  });
  return urlPath;
}

/** The upload at `img` if it belongs to `accountId` and was uploaded for one of `purposes`. */
export async function ownUpload(
  deps: RouteDeps,
  accountId: string,
  img: string,
  purposes: readonly UploadPurpose[],
): Promise<boolean> {
  if (!isUploadPath(img)) return false;
  const [row] = await deps.db.select().from(uploads).where(eq(uploads.path, img));
  return row !== undefined && row.accountId === accountId && (purposes as readonly string[]).includes(row.purpose);
}
