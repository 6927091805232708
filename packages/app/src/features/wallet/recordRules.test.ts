import { describe, expect, it } from 'vitest';
import { ledgerTypes } from '@broker/contract';
import { languages } from '@broker/domain';
import { testI18n } from '../../testing/testI18n.ts';
import {
  isDeposit,
  isLedgerEntry,
  isRecordKind,
  isWithdrawal,
  processingDeadline,
  reviewTracker,
  shortDestination,
} from './recordRules.ts';
import { ledgerFixture, pendingDeposit, pendingWithdrawal } from './mocks.ts';

describe('reviewTracker', () => {
  const base = { createdAt: '2025-04-20T07:30:00Z', reviewedAt: null };

  it('is submitted, in review and waiting while pending', () => {
    expect(reviewTracker({ ...base, status: 'pending' }).map((step) => [step.key, step.status, step.at])).toEqual([
      ['submitted', 'done', base.createdAt],
      ['review', 'current', null],
      ['outcome', 'upcoming', null],
    ]);
  });

  it('ends done when approved and failed when rejected, at the review time', () => {
    const reviewedAt = '2025-04-20T10:00:00Z';
    expect(reviewTracker({ ...base, status: 'approved', reviewedAt }).map((step) => step.status)).toEqual([
      'done',
      'done',
      'done',
    ]);
    const rejected = reviewTracker({ ...base, status: 'rejected', reviewedAt });
    expect(rejected.map((step) => step.status)).toEqual(['done', 'done', 'failed']);
    expect(rejected[2]!.at).toBe(reviewedAt);
  });
});

describe('processingDeadline', () => {
  it('is 24 hours after the request', () => {
    expect(processingDeadline('2025-04-20T07:30:00Z')).toBe(Date.parse('2025-04-21T07:30:00Z'));
    expect(processingDeadline('not a date')).toBeNaN();
  });
});

describe('records', () => {
  it('tells the kinds apart', () => {
    expect(isDeposit(pendingDeposit) && !isWithdrawal(pendingDeposit) && !isLedgerEntry(pendingDeposit)).toBe(true);
    expect(isWithdrawal(pendingWithdrawal) && !isDeposit(pendingWithdrawal)).toBe(true);
    expect(ledgerFixture.every(isLedgerEntry)).toBe(true);
    expect(isRecordKind('ledger')).toBe(true);
    expect(isRecordKind('exchange')).toBe(false);
  });

  it('shortens a wallet address, not a masked card', () => {
    expect(shortDestination({ method: 'wallet', destination: 'TXYZ1234abcd5678efgh9012ijkl3456mn' })).toBe(
      'TXYZ12…56mn',
    );
    expect(shortDestination({ method: 'card', destination: 'NL91****4300' })).toBe('NL91****4300');
  });

  it('has a label for every ledger type of the contract in every language', () => {
    const i18n = testI18n('nl');
    for (const language of languages) {
      for (const type of ledgerTypes) {
        expect(
          i18n.exists(`records.ledgerType.${type}`, { lng: language, fallbackLng: false }),
          `${language} ${type}`,
        ).toBe(true);
      }
    }
  });
});
