import { describe, expect, it } from 'vitest';
import { compareQuotes, matchesKeyword, normalizeKeyword, type ListedQuote } from './lists.ts';

const quote = (code: string, changePct: string, volume: number, turnover: string): ListedQuote => ({
  code,
  name: `${code} Holding`,
  changePct,
  volume,
  turnover,
});

const quotes = [
  quote('ASML', '1.20', 500, '9000.00'),
  quote('ADYEN', '-0.50', 1500, '12000.50'),
  quote('INGA', '10.00', 900, '800.00'),
  quote('AD', '1.20', 100, '12000.49'),
];
const codes = (sorted: readonly ListedQuote[]) => sorted.map((item) => item.code);

describe('compareQuotes', () => {
  it('sorts descending by change, volume and turnover, exactly', () => {
    expect(codes([...quotes].sort(compareQuotes('changePct')))).toEqual(['INGA', 'ASML', 'AD', 'ADYEN']);
    expect(codes([...quotes].sort(compareQuotes('volume')))).toEqual(['ADYEN', 'INGA', 'ASML', 'AD']);
    expect(codes([...quotes].sort(compareQuotes('turnover')))).toEqual(['ADYEN', 'AD', 'ASML', 'INGA']);
  });

  it('sorts codes ascending', () => {
    expect(codes([...quotes].sort(compareQuotes('code')))).toEqual(['AD', 'ADYEN', 'ASML', 'INGA']);
    expect(compareQuotes('code')(quotes[0]!, quotes[0]!)).toBe(0);
  });
});

describe('keyword search', () => {
  it('trims and ignores case, in the code or the name', () => {
    expect(normalizeKeyword(' Asm ')).toBe('asm');
    expect(normalizeKeyword(undefined)).toBe('');
    expect(matchesKeyword(quotes[0]!, normalizeKeyword('asm'))).toBe(true);
    expect(matchesKeyword(quotes[0]!, normalizeKeyword('HOLDING'))).toBe(true);
    expect(matchesKeyword(quotes[0]!, normalizeKeyword('inga'))).toBe(false);
    expect(matchesKeyword(quotes[0]!, normalizeKeyword('  '))).toBe(true);
  });
});
