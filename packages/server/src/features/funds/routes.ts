import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { defineAdminRoute, defineRoute, type RouteDeps } from '../../http/routes.ts';
import type { CardCipher } from '../../lib/cardCipher.ts';
import type { UrlSigner } from '../../lib/signedUrl.ts';
import type { ReviewRegistry } from '../../core/reviews.ts';
import { findAccountByName } from '../../core/accounts.ts';
import { addCard, addWalletAddress, listCards, listWalletAddresses } from './cards.ts';
import { listChannels, submitDeposit } from './deposits.ts';
import { exchangeRateList, exchangeRecords, submitExchange, type LiveRates } from './exchange.ts';
import type { CleanUp } from '../../core/cleanUp.ts';
import type { LedgerChecks } from '../../core/ledgerChecks.ts';
import { fundsLedgerChecks } from './ledgerChecks.ts';
import { fundsRecords } from './records.ts';
import { adjustBalance, fundsReviews } from './review.ts';
import { submitWithdrawal, withdrawInfo } from './withdrawals.ts';

export interface FundsRouteOptions {
  /** Signs the links to deposit proofs and wallet QR codes. */
  signer: UrlSigner;
  /** Encrypts bank card numbers and decrypts them for the operators' payouts. */
  cardCipher: CardCipher;
  /** Where the deposit and withdrawal review sources go. */
  reviews: ReviewRegistry;
  /** Where the slice's record checks go (withdrawals, deposits, exchanges against their entries). */
  ledger: LedgerChecks;
  /** Where the slice names the columns that keep uploads (deposit proofs, wallet QR codes). */
  cleanUp: CleanUp;
  /** The simulated fx market's rates: the exchange's for the currencies it quotes (else the table's). */
  liveRates?: LiveRates;
}

/**
 * The funds slice (api.md §4.3, §4.4, §6): cards, wallet addresses, deposits, withdrawals,
 * records, exchange; for operators the deposit and withdrawal reviews, balance adjustments and
 * the ledger check. Money-moving calls run under the account lock (`funds.busy` at once for a
 * concurrent one) and write their record and ledger entries in one transaction (idempotentWrite).
 */
export function registerFundsRoutes(app: FastifyInstance, deps: RouteDeps, options: FundsRouteOptions): void {
  const { db } = deps;
  const { signer, cardCipher, ledger } = options;
  ledger.add(...fundsLedgerChecks);
  options.cleanUp.referenceUploads(
    { table: 'deposits', column: 'proof_image' },
    { table: 'wallet_addresses', column: 'qr_image' },
  );

  defineRoute(app, deps, 'card/list', async (body, { session }) => listCards(db, session.accountId, body), {
    catchUp: 'none',
  });
  defineRoute(
    app,
    deps,
    'card/add',
    async (body, { session, now }) => addCard(db, cardCipher, session.accountId, body, now),
    { catchUp: 'none' },
  );
  defineRoute(
    app,
    deps,
    'wallet/list',
    async (body, { session, now }) => listWalletAddresses(db, signer, session.accountId, body, now),
    { catchUp: 'none' },
  );
  defineRoute(
    app,
    deps,
    'wallet/add',
    async (body, { session, now }) => addWalletAddress(deps, signer, session.accountId, body, now),
    { catchUp: 'none' },
  );

  defineRoute(
    app,
    deps,
    'funds/channels',
    async (body, { request }) => listChannels(db, body.currency, requestLanguage(request)),
    { catchUp: 'none' },
  );
  defineRoute(app, deps, 'funds/deposit', async (body, { session, now, request }) =>
    submitDeposit(deps, signer, session.accountId, body, now, requestLanguage(request)),
  );
  defineRoute(app, deps, 'funds/withdrawInfo', async (body, { session }) =>
    withdrawInfo(db, session.accountId, body.currency),
  );
  defineRoute(app, deps, 'funds/withdraw', async (body, { session, now }) =>
    submitWithdrawal(deps, session.accountId, body, now),
  );
  defineRoute(app, deps, 'funds/records', async (body, { session, now, request }) =>
    fundsRecords(db, signer, session.accountId, body, now, requestLanguage(request)),
  );

  const { liveRates } = options;
  defineRoute(app, deps, 'exchange/rates', async (_body, { now }) => exchangeRateList(db, now, liveRates), {
    catchUp: 'none',
  });
  defineRoute(app, deps, 'exchange/submit', async (body, { session, now }) =>
    submitExchange(deps, session.accountId, body, now, liveRates),
  );
  defineRoute(app, deps, 'exchange/records', async (body, { session }) => exchangeRecords(db, session.accountId, body));

  options.reviews.add(...fundsReviews(deps, { signer, cardCipher }));
  defineAdminRoute(app, deps, 'account/adjustBalance', async (body, { now, operator }) =>
    adjustBalance(deps, operator.keyId, body, now),
  );
  defineAdminRoute(app, deps, 'ledger/verify', async (body) => {
    if (!body.account) return ledger.verify(db);
    const account = await findAccountByName(db, body.account);
    if (!account) throw new ApiError('error.account.notFound');
    return ledger.verify(db, account.id);
  });
}
