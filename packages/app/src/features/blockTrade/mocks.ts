import type { HttpHandler } from 'msw';
import type { BlockInvitation, BlockPrint, BlockTrade, Position, RequestOf, ResponseOf } from '@broker/contract';
import {
  allDays,
  blockPrice,
  chanceBelowAtUnlock,
  feeFor,
  orderAmount,
  profitLoss,
  profitPct,
  remainingTodayLots,
  sharesFromLots,
  zonedParts,
  type Currency,
  type TradableMarket,
} from '@broker/domain';
import { configMock, mockApi, pageOf } from '../../mocks/mockApi.ts';
import { alwaysOpen, createBlockPrint, createBlockTrade, createPosition } from '../../testing/factories.ts';
import { userFixture } from '../../testing/fixtures.ts';

/**
 * Fixtures and MSW handlers of the block-trade screens' stories and tests (never imported by a
 * screen), and of the home screen's block-trade tab. Offers follow the clock (today's, an
 * invitation that expires in three days) and are priced by the domain's rule (blockPrice, the
 * odds by chanceBelowAtUnlock), as the server prices them; they can be bought around the clock.
 */

/** The fixture user's fund password: a buy refuses any other (`fundPassword.wrong`). */
export const mockFundPassword = '123456';
/** The key of the SAP block's invitation: a buy of it refuses any other (`secretKey.mismatch`). */
export const mockSecretKey = 'K7QX2M9PRT4W';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const iso = (ms: number) => `${new Date(ms).toISOString().slice(0, 19)}Z`;
const date = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const currencyOf = (market: TradableMarket): Currency => (market === 'usd' ? 'USD' : 'EUR');
/** The fee of the fixtures' offers (createBlockTrade's feePct), which the buy pays. */
const FEE_PCT = '0.10';

interface OfferSeed {
  id: string;
  stockId: string;
  code: string;
  name: string;
  market: TradableMarket;
  prevClose: string;
  marketPrice: string;
  discountPct: string;
  lotSize: number;
  minLots: number;
  dailyLimitLots: number;
  boughtTodayLots: number;
  sizeLots: number;
  lotsLeft: number;
  lockDays: number;
  /** The stock's volatility a year, in percent (the odds at the unlock). */
  volatilityPct: number;
  invitation?: Omit<BlockInvitation, 'expiresAt'> & { expiresInHours: number };
}

const offerSeeds: OfferSeed[] = [
  {
    id: 'B-nl-1',
    stockId: 's-asml',
    code: 'ASML',
    name: 'ASML Holding',
    market: 'nl',
    prevClose: '598.10',
    marketPrice: '612.40',
    discountPct: '6',
    lotSize: 5,
    minLots: 1,
    dailyLimitLots: 20,
    boughtTodayLots: 0,
    sizeLots: 800,
    lotsLeft: 512,
    lockDays: 5,
    volatilityPct: 32,
  },
  // 12 % under the close is below the daily band: the band's floor sets the price (clamped).
  {
    id: 'B-nl-2',
    stockId: 's-inga',
    code: 'INGA',
    name: 'ING Groep',
    market: 'nl',
    prevClose: '14.21',
    marketPrice: '13.86',
    discountPct: '12',
    lotSize: 100,
    minLots: 5,
    dailyLimitLots: 100,
    boughtTodayLots: 30,
    sizeLots: 3000,
    lotsLeft: 1840,
    lockDays: 10,
    volatilityPct: 24,
  },
  {
    id: 'B-de-1',
    stockId: 's-sap',
    code: 'SAP',
    name: 'SAP',
    market: 'de',
    prevClose: '175.90',
    marketPrice: '178.32',
    discountPct: '8.5',
    lotSize: 10,
    minLots: 2,
    dailyLimitLots: 50,
    boughtTodayLots: 0,
    sizeLots: 600,
    lotsLeft: 430,
    lockDays: 20,
    volatilityPct: 28,
    invitation: {
      issuer: 'Rijnland Capital Markets',
      quotaLots: 200,
      lotsLeft: 120,
      state: 'valid',
      expiresInHours: 72,
    },
  },
  {
    id: 'B-usd-1',
    stockId: 's-nvda',
    code: 'NVDA',
    name: 'NVIDIA',
    market: 'usd',
    prevClose: '851.10',
    marketPrice: '875.28',
    discountPct: '4',
    lotSize: 1,
    minLots: 1,
    dailyLimitLots: 20,
    boughtTodayLots: 0,
    sizeLots: 300,
    lotsLeft: 95,
    lockDays: 3,
    volatilityPct: 45,
    invitation: {
      issuer: 'Harbor Point Capital',
      quotaLots: 100,
      lotsLeft: 40,
      state: 'expired',
      expiresInHours: -20,
    },
  },
];

/** An offer of today from its seed, priced and counted as the server does (times relative to `now`). */
function makeOffer(seed: OfferSeed, now: number): BlockTrade {
  const { price, discountPct, clamped } = blockPrice({
    market: seed.market,
    prevClose: seed.prevClose,
    discountPct: seed.discountPct,
    dailyLimitPct: '10',
  });
  const invitation = seed.invitation
    ? {
        issuer: seed.invitation.issuer,
        quotaLots: seed.invitation.quotaLots,
        lotsLeft: seed.invitation.lotsLeft,
        state: seed.invitation.state,
        expiresAt: iso(now + seed.invitation.expiresInHours * HOUR),
      }
    : null;
  const dayStart = Date.parse(`${date(now)}T00:00:00Z`);
  return createBlockTrade({
    id: seed.id,
    stockId: seed.stockId,
    code: seed.code,
    name: seed.name,
    market: seed.market,
    currency: currencyOf(seed.market),
    day: date(now),
    price,
    prevClose: seed.prevClose,
    marketPrice: seed.marketPrice,
    discountPct,
    clamped,
    lotSize: seed.lotSize,
    minLots: seed.minLots,
    dailyLimitLots: seed.dailyLimitLots,
    remainingTodayLots: remainingTodayLots({
      dailyLimitLots: seed.dailyLimitLots,
      boughtTodayLots: seed.boughtTodayLots,
      offerLotsLeft: seed.lotsLeft,
      // As the server: an invitation that cannot be used leaves nothing to buy.
      ...(invitation ? { invitationLotsLeft: invitation.state === 'valid' ? invitation.lotsLeft : 0 } : {}),
    }),
    sizeLots: seed.sizeLots,
    lotsLeft: seed.lotsLeft,
    lockDays: seed.lockDays,
    // The opening of the N-th session after today, weekends included roughly (7 days a 5).
    unlockAt: iso(dayStart + Math.ceil((seed.lockDays * 7) / 5) * DAY + 8 * HOUR),
    needsSecretKey: invitation !== null,
    invitation,
    belowAtUnlockPct: chanceBelowAtUnlock({
      price,
      marketPrice: seed.marketPrice,
      annualVolatilityPct: seed.volatilityPct,
      sessionsPerYear: 252,
      lockSessions: seed.lockDays,
    }),
    open: true,
    hours: alwaysOpen,
  });
}

/** Today's offers, as `blockTrade/list` orders them: open to everyone, clamped, by invitation, an expired invitation. */
export function offerFixtures(now = Date.now()): BlockTrade[] {
  return offerSeeds.map((seed) => makeOffer(seed, now));
}

export const offerFixture = (id: string, now = Date.now()): BlockTrade => offerFixtures(now).find((o) => o.id === id)!;

/**
 * Hours in which the market is closed now and for the next day (its session days leave out today
 * and tomorrow in Amsterdam), opening the day after: a closed market whatever the hour a test runs.
 */
export function closedHours(now = Date.now()): BlockTrade['hours'] {
  const today = zonedParts(now, alwaysOpen.timeZone).weekday;
  const tomorrow = (today % 7) + 1;
  return { ...alwaysOpen, days: allDays.filter((day) => day !== today && day !== tomorrow) };
}

/** What `blockTrade/list` answers over `universe`, by market and paged as the server does. */
export function offersPage(
  body: RequestOf<'blockTrade/list'>,
  universe: readonly BlockTrade[] = offerFixtures(),
): ResponseOf<'blockTrade/list'> {
  return pageOf(
    universe.filter((offer) => !body.market || offer.market === body.market),
    body,
  );
}

/** `blockTrade/list` over the fixtures (or `universe`). */
export const offersMock = (universe?: readonly BlockTrade[]) =>
  mockApi('blockTrade/list', (body) => ({ data: offersPage(body, universe) }));

// ---- The prints: the blocks of the last three closed days ----

interface PrintSeed {
  slot: number;
  stockId: string;
  code: string;
  name: string;
  market: TradableMarket;
  price: string;
  prevClose: string;
  discountPct: string;
  lots: number;
  lotSize: number;
  dayClose: string;
  lockDays: number;
}

const printSeeds: PrintSeed[] = [
  {
    slot: 1,
    stockId: 's-asml',
    code: 'ASML',
    name: 'ASML Holding',
    market: 'nl',
    price: '559.60',
    prevClose: '595.32',
    discountPct: '6.00',
    lots: 488,
    lotSize: 10,
    dayClose: '598.10',
    lockDays: 5,
  },
  {
    slot: 2,
    stockId: 's-inga',
    code: 'INGA',
    name: 'ING Groep',
    market: 'nl',
    price: '12.96',
    prevClose: '14.40',
    discountPct: '10.00',
    lots: 2210,
    lotSize: 100,
    dayClose: '14.21',
    lockDays: 10,
  },
  {
    slot: 1,
    stockId: 's-sap',
    code: 'SAP',
    name: 'SAP',
    market: 'de',
    price: '159.12',
    prevClose: '173.90',
    discountPct: '8.50',
    lots: 170,
    lotSize: 10,
    dayClose: '175.90',
    lockDays: 20,
  },
];

/** The prints of the three days before today, newest day first (one block per stock and day). */
export function printFixtures(now = Date.now()): BlockPrint[] {
  return [1, 2, 3].flatMap((daysAgo) => {
    const day = date(now - daysAgo * DAY);
    return printSeeds.map((seed) => {
      const shares = sharesFromLots(seed.lots, seed.lotSize);
      return createBlockPrint({
        id: `BP-${seed.market}-${day}-${seed.slot}`,
        day,
        stockId: seed.stockId,
        code: seed.code,
        name: seed.name,
        market: seed.market,
        currency: currencyOf(seed.market),
        price: seed.price,
        prevClose: seed.prevClose,
        discountPct: seed.discountPct,
        lots: seed.lots,
        shares,
        amount: orderAmount(seed.price, shares, currencyOf(seed.market)),
        dayClose: seed.dayClose,
        lockDays: seed.lockDays,
        publishedAt: iso(Date.parse(`${date(now - (daysAgo - 1) * DAY)}T08:00:00Z`)),
      });
    });
  });
}

export const printsMock = (prints: readonly BlockPrint[] = printFixtures()) =>
  mockApi('blockTrade/prints', (body) => ({
    data: pageOf(
      prints.filter((print) => !body.market || print.market === body.market),
      body,
    ),
  }));

// ---- The user's blocks: positions with source blockTrade ----

interface BlockSeed {
  id: string;
  orderNo: string;
  offer: Pick<BlockTrade, 'stockId' | 'code' | 'name' | 'market' | 'currency' | 'lotSize' | 'lockDays'>;
  lots: number;
  openPrice: string;
  currentPrice: string;
  status: 'locked' | 'holding' | 'closed';
  boughtAt: number;
  lockUntil: number;
  closedAt?: number;
}

/** A block as trading keeps it: leverage 1, paid in full with its fee, locked until its unlock. */
function blockPosition(seed: BlockSeed): Position {
  const { offer } = seed;
  const shares = sharesFromLots(seed.lots, offer.lotSize);
  const amount = orderAmount(seed.openPrice, shares, offer.currency);
  const profit = profitLoss('long', seed.openPrice, seed.currentPrice, shares, offer.currency);
  return createPosition({
    id: seed.id,
    orderNo: seed.orderNo,
    stockId: offer.stockId,
    code: offer.code,
    name: offer.name,
    market: offer.market,
    currency: offer.currency,
    source: 'blockTrade',
    direction: 'long',
    priceType: 'market',
    limitPrice: null,
    lots: seed.lots,
    shares,
    openPrice: seed.openPrice,
    currentPrice: seed.currentPrice,
    marketValue: orderAmount(seed.currentPrice, shares, offer.currency),
    leverage: 1,
    margin: amount,
    fee: feeFor(amount, FEE_PCT, offer.currency),
    stampTax: '0.00',
    managementFee: '0.00',
    managementFeeDays: 0,
    profit,
    profitPct: profitPct(profit, amount),
    status: seed.status,
    lockDays: offer.lockDays,
    sellLock: { unit: 'day', value: offer.lockDays },
    lockUntil: iso(seed.lockUntil),
    createdAt: iso(seed.boughtAt),
    openedAt: iso(seed.boughtAt),
    closedAt: seed.closedAt ? iso(seed.closedAt) : null,
    closePrice: seed.closedAt ? seed.currentPrice : null,
    marginLevelPct: null,
    stopOutPrice: null,
    receipt: null,
    settlement: null,
  });
}

/** The user's blocks, newest first: one still locked, one unlocked and held, one closed. */
export function recordFixtures(now = Date.now()): Position[] {
  const [asml, inga, sap] = offerFixtures(now);
  return [
    blockPosition({
      id: 'p-block-1',
      orderNo: 'B20261123100000000003',
      offer: asml!,
      lots: 2,
      openPrice: asml!.price,
      currentPrice: asml!.marketPrice,
      status: 'locked',
      boughtAt: now - HOUR,
      lockUntil: Date.parse(asml!.unlockAt),
    }),
    blockPosition({
      id: 'p-block-2',
      orderNo: 'B20261110100000000002',
      offer: inga!,
      lots: 5,
      openPrice: '12.79',
      currentPrice: inga!.marketPrice,
      status: 'holding',
      boughtAt: now - 16 * DAY,
      lockUntil: now - 2 * DAY,
    }),
    blockPosition({
      id: 'p-block-3',
      orderNo: 'B20261002100000000001',
      offer: sap!,
      lots: 2,
      openPrice: '154.20',
      currentPrice: '171.20',
      status: 'closed',
      boughtAt: now - 52 * DAY,
      lockUntil: now - 24 * DAY,
      closedAt: now - 20 * DAY,
    }),
  ];
}

export const recordsMock = (records: readonly Position[] = recordFixtures()) =>
  mockApi('blockTrade/records', (body) => ({ data: pageOf(records, body) }));

/** What `blockTrade/buy` answers for a body on `offer`: the block, locked until the offer's unlock. */
export function bought(offer: BlockTrade, body: RequestOf<'blockTrade/buy'>, now = Date.now()): Position {
  return blockPosition({
    id: 'p-block-new',
    orderNo: 'B20261123100000000009',
    offer,
    lots: body.lots,
    openPrice: offer.price,
    currentPrice: offer.price,
    status: 'locked',
    boughtAt: now,
    lockUntil: Date.parse(offer.unlockAt),
  });
}

/**
 * Everything the block-trade screens read, over the fixtures. Overrides come first, so they win.
 * A buy refuses an unusable invitation (`product.unavailable`), a fund password other than
 * `mockFundPassword`, a key other than `mockSecretKey` and more lots than are left today.
 */
export function handlers(...overrides: HttpHandler[]): HttpHandler[] {
  const now = Date.now();
  const offers = offerFixtures(now);
  const offerOf = (id: string) => offers.find((offer) => offer.id === id);
  return [
    ...overrides,
    configMock,
    mockApi('user/info', { data: userFixture }),
    offersMock(offers),
    mockApi('blockTrade/detail', (body) => {
      const offer = offerOf(body.blockTradeId);
      return offer ? { data: offer } : { error: 'error.product.unavailable' };
    }),
    mockApi('blockTrade/buy', (body) => {
      const offer = offerOf(body.blockTradeId);
      if (!offer || (offer.invitation && offer.invitation.state !== 'valid')) {
        return { error: 'error.product.unavailable' };
      }
      if (body.fundPassword !== mockFundPassword) return { error: 'error.fundPassword.wrong' };
      if (offer.needsSecretKey && body.secretKey !== mockSecretKey) return { error: 'error.secretKey.mismatch' };
      if (body.lots > offer.remainingTodayLots) {
        return { error: 'error.buyQuota.insufficient', data: { max: offer.remainingTodayLots } };
      }
      return { data: bought(offer, body, now) };
    }),
    recordsMock(recordFixtures(now)),
    printsMock(printFixtures(now)),
  ];
}
