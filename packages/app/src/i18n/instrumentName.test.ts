import { describe, expect, it } from 'vitest';
import { instrumentNameIn } from './instrumentName.ts';

describe('instrumentNameIn', () => {
  const eurUsd = { market: 'fx', code: 'EUR/USD', name: 'Euro / US Dollar' };

  it('names a currency pair in the language, not in the catalogue’s English', () => {
    expect(instrumentNameIn(eurUsd, 'nl')).toBe('Euro / Amerikaanse dollar');
    expect(instrumentNameIn(eurUsd, 'de')).toBe('Euro / US-Dollar');
    expect(instrumentNameIn(eurUsd, 'zh-Hant')).toBe('歐元 / 美元');
    expect(instrumentNameIn(eurUsd, 'ko')).toBe('유로 / 미국 달러');
    expect(instrumentNameIn({ market: 'fx', code: 'USD/JPY', name: 'US Dollar / Japanese Yen' }, 'nl')).toBe(
      'Amerikaanse dollar / Japanse yen',
    );
  });

  it('keeps the proper names of companies and coins, and a code that is no pair', () => {
    expect(instrumentNameIn({ market: 'nl', code: 'ASML', name: 'ASML Holding' }, 'zh-Hant')).toBe('ASML Holding');
    expect(instrumentNameIn({ market: 'crypto', code: 'BTC/USDT', name: 'Bitcoin' }, 'nl')).toBe('Bitcoin');
    expect(instrumentNameIn({ market: 'fx', code: 'EURUSD', name: 'Euro / US Dollar' }, 'nl')).toBe('Euro / US Dollar');
  });
});
