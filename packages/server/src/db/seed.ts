import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './open.ts';
import { accounts, adminKeys, articles, configTable, notices } from './schema.ts';
import { hashToken, randomInviteCode, randomToken } from '../lib/secrets.ts';
import { ARTICLES_UPDATED_AT, articleTexts } from './articles.ts';
import { seedNotices } from './notices.ts';

/** Config the server starts with; an operator may change any value later. */
export const defaultConfig: Record<string, string> = {
  title: 'Dutch stocks',
  logo: '/brand/logo.svg',
  kefu: '',
  imageBase: '',
  accountRule: 'any',
  baseCurrency: 'USD',
};

/** Inserts the config names that are missing, never overwriting an operator's values. */
export async function seedConfig(db: Db): Promise<void> {
  await db
    .insert(configTable)
    .values(Object.entries(defaultConfig).map(([name, value]) => ({ name, value })))
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

/**
 * Makes sure an operator key exists. With ADMIN_KEY it registers that key; without one and
 * with no key yet it generates one and returns it so that the caller can print it once.
 */
export async function ensureAdminKey(db: Db, adminKey: string | undefined): Promise<{ generated?: string }> {
  if (adminKey) {
    await db
      .insert(adminKeys)
      .values({ id: randomUUID(), operator: 'operator', keyHash: hashToken(adminKey) })
      .onConflictDoNothing();
    return {};
  }
  const existing = await db.select({ id: adminKeys.id }).from(adminKeys).limit(1);
  if (existing.length > 0) return {};
  const generated = randomToken(24);
  await db.insert(adminKeys).values({ id: randomUUID(), operator: 'operator', keyHash: hashToken(generated) });
  return { generated };
}

/** Inserts the seeded articles and notices that are missing, in every language (operators' edits stay). */
export async function seedContent(db: Db): Promise<void> {
  const articleRows = Object.entries(articleTexts).flatMap(([lang, texts]) =>
    Object.entries(texts).map(([key, { title, content }]) => ({
      key,
      lang,
      title,
      content,
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
