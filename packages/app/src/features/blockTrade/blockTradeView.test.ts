import { describe, expect, it } from 'vitest';
import { openingCost } from '@broker/domain';
import { paths } from '../../routes/paths.ts';
import { alwaysOpen, createBlockTrade, createPosition } from '../../testing/factories.ts';
import {
  blockStateOf,
  buyFigures,
  buyRequest,
  changeFromPrevClose,
  initialBuy,
  invitationTone,
  invitationUsable,
  maxLotsOf,
  offerBlock,
  offerPath,
  offersNote,
  opensAtOf,
  positionPath,
} from './blockTradeView.ts';

const invitation = (state: 'valid' | 'expired' | 'usedUp') => ({
  issuer: 'Rijnland Capital Markets',
  quotaLots: 200,
  lotsLeft: 120,
  expiresAt: '2026-11-26T08:00:00Z',
  state,
});

/** Monday 23 November 2026, 10:00 in Amsterdam. */
const mondayMorning = Date.parse('2026-11-23T09:00:00Z');
/** Weekdays 09:00–17:30 in Amsterdam. */
const weekdays = { days: [1, 2, 3, 4, 5], open: '09:00', close: '17:30', timeZone: 'Europe/Amsterdam' };

describe('paths', () => {
  it('lead an offer to its screen and a block to its position', () => {
    expect(offerPath('B-nl-1')).toBe(`${paths.blockTrade.offer}?id=B-nl-1`);
    expect(positionPath('p-1')).toBe(`${paths.trade.positionDetail}?id=p-1`);
  });
});

describe('changeFromPrevClose', () => {
  it('is the block’s price against the previous close, the discount as a fall', () => {
    expect(changeFromPrevClose({ price: '562.22', prevClose: '598.10', discountPct: '6.00' })).toEqual({
      change: '-35.88',
      changePct: '-6',
    });
  });
});

describe('offerBlock', () => {
  it('is null for an offer that can be bought now', () => {
    expect(offerBlock(createBlockTrade(), mondayMorning)).toBeNull();
    expect(offerBlock(createBlockTrade({ invitation: invitation('valid') }), mondayMorning)).toBeNull();
  });

  it('names the first reason in the server’s order: the invitation, the switch, the hours, what is left', () => {
    const everything = createBlockTrade({
      invitation: invitation('expired'),
      open: false,
      hours: { ...weekdays, days: [6, 7] },
      remainingTodayLots: 0,
    });
    expect(offerBlock(everything, mondayMorning)).toBe('invitationExpired');
    expect(offerBlock({ ...everything, invitation: invitation('usedUp') }, mondayMorning)).toBe('invitationUsedUp');
    expect(offerBlock({ ...everything, invitation: null }, mondayMorning)).toBe('switchedOff');
    expect(offerBlock({ ...everything, invitation: null, open: true }, mondayMorning)).toBe('closed');
    expect(offerBlock({ ...everything, invitation: null, open: true, hours: alwaysOpen }, mondayMorning)).toBe(
      'noneLeft',
    );
  });

  it('finds nothing left when less than the minimum is', () => {
    expect(offerBlock(createBlockTrade({ minLots: 5, remainingTodayLots: 4 }), mondayMorning)).toBe('noneLeft');
    expect(offerBlock(createBlockTrade({ minLots: 5, remainingTodayLots: 5 }), mondayMorning)).toBeNull();
  });
});

describe('opensAtOf', () => {
  it('is null while the market is open, else its next opening', () => {
    const offer = createBlockTrade({ hours: weekdays });
    expect(opensAtOf(offer, mondayMorning)).toBeNull();
    // Saturday noon: Monday 09:00 in Amsterdam (08:00 UTC in winter).
    expect(opensAtOf(offer, Date.parse('2026-11-28T11:00:00Z'))).toBe(Date.parse('2026-11-30T08:00:00Z'));
  });
});

describe('offersNote', () => {
  it('says block trades are switched off before anything else, then that a market is closed', () => {
    const open = createBlockTrade();
    const closed = createBlockTrade({ hours: { ...weekdays, days: [6, 7] } });
    expect(offersNote([], mondayMorning)).toBeNull();
    expect(offersNote([open], mondayMorning)).toBeNull();
    expect(offersNote([open, closed], mondayMorning)).toBe('closed');
    expect(offersNote([{ ...open, open: false }, closed], mondayMorning)).toBe('switchedOff');
  });
});

describe('invitations', () => {
  it('take the tone of their state, and only a valid one can be used', () => {
    expect(invitationTone('valid')).toBe('positive');
    expect(invitationTone('expired')).toBe('negative');
    expect(invitationTone('usedUp')).toBe('neutral');
    expect(invitationUsable(null)).toBe(true);
    expect(invitationUsable(invitation('valid'))).toBe(true);
    expect(invitationUsable(invitation('expired'))).toBe(false);
    expect(invitationUsable(invitation('usedUp'))).toBe(false);
  });
});

describe('the buy form', () => {
  it('opens at the minimum lots, and offers up to what is left today (never under the minimum)', () => {
    expect(initialBuy({ minLots: 5 })).toEqual({ lots: 5, secretKey: '', fundPassword: '' });
    expect(maxLotsOf(createBlockTrade({ minLots: 2, remainingTodayLots: 40 }))).toBe(40);
    expect(maxLotsOf(createBlockTrade({ minLots: 2, remainingTodayLots: 0 }))).toBe(2);
  });

  it('sends the key only when the offer asks for one, and the fund password once typed', () => {
    const open = createBlockTrade();
    const invited = createBlockTrade({ needsSecretKey: true, invitation: invitation('valid') });
    const values = { lots: 3, secretKey: ' K7QX2M9PRT4W ', fundPassword: '123456' };
    expect(buyRequest(open, values)).toEqual({ blockTradeId: open.id, lots: 3, fundPassword: '123456' });
    expect(buyRequest(invited, values)).toEqual({
      blockTradeId: invited.id,
      lots: 3,
      secretKey: 'K7QX2M9PRT4W',
      fundPassword: '123456',
    });
    expect(buyRequest(invited, { lots: 1, secretKey: '  ', fundPassword: '' })).toEqual({
      blockTradeId: invited.id,
      lots: 1,
    });
  });

  it('prices a buy with the domain’s opening cost at leverage 1', () => {
    const offer = createBlockTrade({ price: '562.22', lotSize: 10, currency: 'EUR' });
    const cost = openingCost('562.22', 30, 1, '0.10', 'EUR');
    expect(buyFigures(offer, 3)).toEqual({ shares: 30, amount: cost.amount, fee: cost.fee, total: cost.total });
    expect(buyFigures(offer, 3)).toEqual({ shares: 30, amount: '16866.60', fee: '16.87', total: '16883.47' });
  });
});

describe('blockStateOf', () => {
  it('says a locked block’s unlock, else the position’s status', () => {
    expect(blockStateOf(createPosition({ status: 'locked', lockUntil: '2026-11-30T08:00:00Z' }))).toEqual({
      kind: 'locked',
      until: '2026-11-30T08:00:00Z',
    });
    expect(blockStateOf(createPosition({ status: 'locked', lockUntil: null }))).toEqual({
      kind: 'status',
      status: 'locked',
    });
    expect(blockStateOf(createPosition({ status: 'closed' }))).toEqual({ kind: 'status', status: 'closed' });
  });
});
