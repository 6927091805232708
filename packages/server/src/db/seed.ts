import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from './open.ts';
import { accounts, adminKeys, articles, configTable, notices } from './schema.ts';
import { hashToken, randomInviteCode, randomToken } from '../lib/secrets.ts';
import { ARTICLES_UPDATED_AT, articleTexts } from './articles.ts';
import { seedNotices } from './notices.ts';

/**
 * Config the server starts with (the dutch brand's; `seedConfig` takes the served brand's,
 * brand.ts); an operator may change any value later.
 */
export const defaultConfig: Record<string, string> = {
  title: 'Dutch stocks',
  logo: '/brand/logo.svg',
  kefu: '',
  imageBase: '',
  accountRule: 'any',
  baseCurrency: 'EUR',
};

/**
 * Inserts the config names that are missing, never overwriting an operator's values; the brand's
 * values (`brandConfigDefaults`) over the built-in ones.
 */
export async function seedConfig(db: Db, brandDefaults: Record<string, string> = {}): Promise<void> {
  await db
    .insert(configTable)
    .values(Object.entries({ ...defaultConfig, ...brandDefaults }).map(([name, value]) => ({ name, value })))
    .onConflictDoNothing();
}

/**
 * The house account exists only to invite the first users. On first start it takes
 * INVITE_CODE (or a generated code); later starts keep the code it has unless INVITE_CODE changes it.
 */
export async function ensureHouseAccount(db: Db, inviteCode: string | undefined): Promise<string> {
  const [house] = await db.select().from(accounts).where(eq(accounts.isHouse, true)).limit(1);
  if (!house) {
    const code = inviteCode ?? randomInviteCode();
    await db
      .insert(accounts)
      .values({ id: randomUUID(), account: 'house', passwordHash: null, inviteCode: code, isHouse: true });
    return code;
  }
  if (inviteCode && inviteCode !== house.inviteCode) {
    await db.update(accounts).set({ inviteCode }).where(eq(accounts.id, house.id));
    return inviteCode;
  }
  return house.inviteCode;
}

/** An operator key is at least this long; generated ones are 43 characters of 256 random bits. */
export const ADMIN_KEY_MIN_LENGTH = 32;

/** Why an operator key is too weak to start with, or null (≥ 32 characters, not a run of a few). */
export function adminKeyProblem(key: string): string | null {
  if (key.length < ADMIN_KEY_MIN_LENGTH) return `ADMIN_KEY must have at least ${ADMIN_KEY_MIN_LENGTH} characters`;
  if (new Set(key).size < 12) return 'ADMIN_KEY must be random (at least 12 different characters)';
  if (key.length > 256) return 'ADMIN_KEY may have at most 256 characters';
  return null;
}

/**
 * Makes sure an operator key exists. With ADMIN_KEY it registers that key and revokes every
 * other key (rotating ADMIN_KEY leaves no old key valid); without one and with no key yet it
 * generates one and returns it so that the caller can print it once.
 */
export async function ensureAdminKey(db: Db, adminKey: string | undefined): Promise<{ generated?: string }> {
  if (adminKey) {
    const problem = adminKeyProblem(adminKey);
    if (problem) throw new Error(problem);
    const keyHash = hashToken(adminKey);
    await db.transaction(async (tx) => {
      await tx
        .insert(adminKeys)
        .values({ id: randomUUID(), operator: 'operator', keyHash })
        .onConflictDoUpdate({ target: adminKeys.keyHash, set: { revokedAt: null } });
      await tx
        .update(adminKeys)
        .set({ revokedAt: new Date() })
        .where(and(ne(adminKeys.keyHash, keyHash), isNull(adminKeys.revokedAt)));
    });
    return {};
  }
  const existing = await db.select({ id: adminKeys.id }).from(adminKeys).where(isNull(adminKeys.revokedAt)).limit(1);
  if (existing.length > 0) return {};
  const generated = randomToken(32);
  await db.insert(adminKeys).values({ id: randomUUID(), operator: 'operator', keyHash: hashToken(generated) });
  return { generated };
}

/**
 * Inserts the seeded articles and notices that are missing, in every language (operators' edits
 * stay). The articles name the served brand (`brandTitle`, its config title), never another.
 */
export async function seedContent(db: Db, brandTitle: string = defaultConfig.title!): Promise<void> {
  const named = (text: string) => text.replaceAll('{brand}', brandTitle);
  const articleRows = Object.entries(articleTexts).flatMap(([lang, texts]) =>
    Object.entries(texts).map(([key, { title, content }]) => ({
      key,
      lang,
      title: named(title),
      content: named(content),
      updatedAt: ARTICLES_UPDATED_AT,
    })),
  );
  await db.insert(articles).values(articleRows).onConflictDoNothing();
  const noticeRows = seedNotices.flatMap((notice) =>
    Object.entries(notice.texts).map(([lang, text]) => ({
      id: notice.id,
      lang,
      market: notice.market,
      createdAt: notice.createdAt,
      ...text,
    })),
  );
  await db.insert(notices).values(noticeRows).onConflictDoNothing();
}
