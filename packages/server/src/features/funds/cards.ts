import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import {
  defaultNetwork,
  maskCardNumber,
  normalizeCardNumber,
  validateBankCard,
  validateWalletAddress,
  type WalletNetwork,
  type WalletType,
} from '@broker/domain';
import type { Card, WalletAddress } from '@broker/contract';
import type { Db } from '../../db/open.ts';
import { bankCards, walletAddresses } from '../../db/schema.ts';
import { ApiError } from '../../http/envelope.ts';
import { paginate } from '../../http/paginate.ts';
import { throwIssues, type RouteBody, type RouteDeps } from '../../http/routes.ts';
import type { CardCipher } from '../../lib/cardCipher.ts';
import { isUniqueViolation } from '../../lib/dbErrors.ts';
import { stripQuery, type UrlSigner } from '../../lib/signedUrl.ts';
import { ownUpload } from '../common/index.ts';
import { cardView, walletAddressView } from './views.ts';

const blankToNull = (value: string | undefined) => value?.trim() || null;

/**
 * Bank cards and wallet addresses (api.md §4.3). A card number binds to one account only: the
 * keyed hash of the number is unique across accounts (`card.exists`, also for the owner's own
 * second try). The full number is stored encrypted and never returned; operators see it when
 * they pay a withdrawal out.
 */
export function listCards(db: Db, accountId: string, body: RouteBody<'card/list'>) {
  const where = eq(bankCards.accountId, accountId);
  return paginate(
    body,
    {
      total: () => db.$count(bankCards, where),
      rows: ({ limit, offset }) =>
        db
          .select()
          .from(bankCards)
          .where(where)
          .orderBy(desc(bankCards.createdAt), desc(bankCards.id))
          .limit(limit)
          .offset(offset),
    },
    (rows) => rows.map(cardView),
  );
}

export async function addCard(
  db: Db,
  cardCipher: CardCipher,
  accountId: string,
  body: RouteBody<'card/add'>,
  now: Date,
): Promise<Card> {
  throwIssues(validateBankCard(body));
  const number = normalizeCardNumber(body.cardNumber);
  const hash = cardCipher.hash(number);
  const [taken] = await db.select({ id: bankCards.id }).from(bankCards).where(eq(bankCards.cardNumberHash, hash));
  throwIssues(validateBankCard(body, { cardExists: taken !== undefined }));
  try {
    const [row] = await db
      .insert(bankCards)
      .values({
        id: randomUUID(),
        accountId,
        holderName: body.holderName.trim(),
        cardNumberHash: hash,
        cardNumberEncrypted: cardCipher.encrypt(number),
        cardNumberMasked: maskCardNumber(number),
        bankName: body.bankName.trim(),
        branchName: blankToNull(body.branchName),
        bankCode: blankToNull(body.bankCode),
        branchAddress: blankToNull(body.branchAddress),
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('card not stored');
    return cardView(row);
  } catch (error) {
    // Two accounts adding the same number at once: the unique index decides.
    if (isUniqueViolation(error)) throw new ApiError('error.card.exists');
    throw error;
  }
}

export function listWalletAddresses(
  db: Db,
  signer: UrlSigner,
  accountId: string,
  body: RouteBody<'wallet/list'>,
  now: Date,
) {
  const where = and(
    eq(walletAddresses.accountId, accountId),
    body.walletType ? eq(walletAddresses.walletType, body.walletType) : undefined,
  );
  return paginate(
    body,
    {
      total: () => db.$count(walletAddresses, where),
      rows: ({ limit, offset }) =>
        db
          .select()
          .from(walletAddresses)
          .where(where)
          .orderBy(desc(walletAddresses.createdAt), desc(walletAddresses.id))
          .limit(limit)
          .offset(offset),
    },
    (rows) => rows.map((row) => walletAddressView(row, signer, now)),
  );
}

export async function addWalletAddress(
  deps: RouteDeps,
  signer: UrlSigner,
  accountId: string,
  body: RouteBody<'wallet/add'>,
  now: Date,
): Promise<WalletAddress> {
  const { db } = deps;
  throwIssues(validateWalletAddress(body));
  const walletType = body.walletType as WalletType;
  const network = (body.network?.trim() || defaultNetwork(walletType)) as WalletNetwork;
  const address = body.address.trim();
  const qrImage = body.qrImage ? stripQuery(body.qrImage) : null;
  if (qrImage !== null && !(await ownUpload(deps, accountId, qrImage, ['walletQr']))) {
    throw new ApiError('error.validation.invalid', { field: 'qrImage', rule: 'format' });
  }
  const [existing] = await db
    .select({ id: walletAddresses.id })
    .from(walletAddresses)
    .where(
      and(
        eq(walletAddresses.accountId, accountId),
        eq(walletAddresses.walletType, walletType),
        eq(walletAddresses.network, network),
        eq(walletAddresses.address, address),
      ),
    );
  throwIssues(validateWalletAddress(body, { addressExists: existing !== undefined }));
  try {
    const [row] = await db
      .insert(walletAddresses)
      .values({ id: randomUUID(), accountId, walletType, network, address, qrImage, createdAt: now })
      .returning();
    if (!row) throw new Error('wallet address not stored');
    return walletAddressView(row, signer, now);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError('error.wallet.exists');
    throw error;
  }
}
