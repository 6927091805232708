import { describe, expect, it } from 'vitest';
import {
  activeSessionSchema,
  articleSchema,
  blockPrintSchema,
  blockTradeSchema,
  candleSchema,
  cardSchema,
  channelSchema,
  depositSchema,
  dividendSchema,
  endpoints,
  exchangeRecordSchema,
  intradayInfoSchema,
  intradayRecordSchema,
  ledgerEntrySchema,
  loanInfoSchema,
  loanPreviewSchema,
  loanRecordSchema,
  marginInfoSchema,
  newShareRecordSchema,
  newShareSchema,
  newsItemSchema,
  noticeSchema,
  positionSchema,
  quoteSchema,
  realNameSchema,
  sessionSchema,
  stockDetailSchema,
  supportMessageSchema,
  tradeReceiptSchema,
  userSchema,
  walletAddressSchema,
  walletSchema,
  accountSummarySchema,
  withdrawalSchema,
} from '@broker/contract';
import {
  createActiveSession,
  createArticle,
  createBlockPrint,
  createBlockTrade,
  createCandle,
  createCard,
  createChannel,
  createCheckInInfo,
  createDeposit,
  createDividend,
  createExchangeRecord,
  createIntradayInfo,
  createIntradayRecord,
  createLedgerEntry,
  createLoanInfo,
  createLoanPreview,
  createLoanRecord,
  createMarginInfo,
  createNewShare,
  createNewShareRecord,
  createNewsItem,
  createNotice,
  createPosition,
  createQuote,
  createRealName,
  createSession,
  createStockDetail,
  createSupportMessage,
  createTradeReceipt,
  createUser,
  createWallet,
  createAccountSummary,
  createWalletAddress,
  createWithdrawal,
  createWithdrawInfo,
} from './factories.ts';

/** Each factory with the contract schema its output must satisfy: a factory can never drift. */
const factories: [string, () => unknown, { parse: (value: unknown) => unknown }][] = [
  ['createWallet', createWallet, walletSchema],
  ['createAccountSummary', createAccountSummary, accountSummarySchema],
  ['createUser', createUser, userSchema],
  ['createSession', createSession, sessionSchema],
  ['createActiveSession', createActiveSession, activeSessionSchema],
  ['createRealName', createRealName, realNameSchema],
  ['createNotice', createNotice, noticeSchema],
  ['createArticle', createArticle, articleSchema],
  ['createCheckInInfo', createCheckInInfo, endpoints['user/checkInInfo'].response],
  ['createCard', createCard, cardSchema],
  ['createWalletAddress', createWalletAddress, walletAddressSchema],
  ['createChannel', createChannel, channelSchema],
  ['createDeposit', createDeposit, depositSchema],
  ['createWithdrawal', createWithdrawal, withdrawalSchema],
  ['createWithdrawInfo', createWithdrawInfo, endpoints['funds/withdrawInfo'].response],
  ['createLedgerEntry', createLedgerEntry, ledgerEntrySchema],
  ['createExchangeRecord', createExchangeRecord, exchangeRecordSchema],
  ['createQuote', createQuote, quoteSchema],
  ['createStockDetail', createStockDetail, stockDetailSchema],
  ['createCandle', createCandle, candleSchema],
  ['createNewShare', createNewShare, newShareSchema],
  ['createNewShareRecord', createNewShareRecord, newShareRecordSchema],
  ['createNewsItem', createNewsItem, newsItemSchema],
  ['createSupportMessage', createSupportMessage, supportMessageSchema],
  ['createTradeReceipt', createTradeReceipt, tradeReceiptSchema],
  ['createPosition', createPosition, positionSchema],
  ['createDividend', createDividend, dividendSchema],
  ['createMarginInfo', createMarginInfo, marginInfoSchema],
  ['createBlockTrade', createBlockTrade, blockTradeSchema],
  ['createBlockPrint', createBlockPrint, blockPrintSchema],
  ['createIntradayRecord', createIntradayRecord, intradayRecordSchema],
  ['createIntradayInfo', createIntradayInfo, intradayInfoSchema],
  ['createLoanRecord', createLoanRecord, loanRecordSchema],
  ['createLoanInfo', createLoanInfo, loanInfoSchema],
  ['createLoanPreview', () => createLoanPreview(), loanPreviewSchema],
];

describe('factories', () => {
  it.each(factories)('%s gives what the contract accepts', (_name, create, schema) => {
    const made = create();
    expect(schema.parse(made)).toEqual(made);
  });

  it('let the overrides win', () => {
    expect(createUser({ account: 'piet' }).account).toBe('piet');
    expect(createQuote({ change: '1.00' }).change).toBe('1.00');
  });

  it('derive a quote from its price, previous close and market', () => {
    const falling = createQuote({ market: 'de', price: '90.00', prevClose: '100.00', volume: 10 });
    expect(quoteSchema.parse(falling)).toMatchObject({
      currency: 'EUR',
      tradable: true,
      change: '-10',
      changePct: '-10.00',
      high: '100.00',
      low: '90.00',
      turnover: '900.00',
      limitUp: '110.00',
      limitDown: '90.00',
    });
    const index = createQuote({ isIndex: true, market: 'usd' });
    expect(quoteSchema.parse(index)).toMatchObject({ currency: 'USD', tradable: false, limitUp: null });
    expect(quoteSchema.parse(createQuote({ market: 'crypto', code: 'BTC/USDT' })).tradable).toBe(false);
  });

  it('give an index or a quote-only instrument no trading conditions', () => {
    const index = stockDetailSchema.parse(createStockDetail({ isIndex: true }));
    expect(index).toMatchObject({ trade: null, ratios: null, investorTrends: null, shortSelling: null });
    const coin = stockDetailSchema.parse(createStockDetail({ market: 'crypto' }));
    expect(coin.trade).toBeNull();
    expect(stockDetailSchema.parse(createStockDetail()).trade).not.toBeNull();
  });
});
