import { describe, expect, it } from 'vitest';
import { formatDateTimeIn } from '../i18n/formatDate.ts';
import { testI18n } from '../testing/testI18n.ts';
import { issueText } from './issueText.ts';

describe('issueText', () => {
  const t = testI18n('nl').t;

  it('says until when a brake or a lock-out holds', () => {
    const until = '2025-04-21T09:45:00Z';
    expect(issueText(t, 'error.request.tooFrequent', { until })).toBe(
      `Te veel pogingen. Probeer het opnieuw na ${formatDateTimeIn(until, 'nl')}.`,
    );
    // Without an instant it stays the key's own text.
    expect(issueText(t, 'error.request.tooFrequent', { until: 'soon' })).toBe(
      'Te veel verzoeken. Probeer het zo opnieuw.',
    );
    expect(issueText(t, 'error.request.tooFrequent')).toBe('Te veel verzoeken. Probeer het zo opnieuw.');
  });

  it('says a wait of seconds in seconds (the burst allowance of writes, issue #31 item 2)', () => {
    const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();
    expect(issueText(t, 'error.request.tooFrequent', { until: inMs(900) })).toBe(
      'Even wachten: probeer het over 1 seconde opnieuw.',
    );
    expect(issueText(t, 'error.request.tooFrequent', { until: inMs(2_400) })).toBe(
      'Even wachten: probeer het over 3 seconden opnieuw.',
    );
    expect(issueText(t, 'error.request.tooFrequent', { until: inMs(3_600_000) })).toMatch(
      /^Te veel pogingen\. Probeer het opnieuw na /,
    );
  });

  it('says that a password is among the most common ones', () => {
    expect(issueText(t, 'error.validation.invalid', { field: 'password', rule: 'common' })).toBe(
      'Dit wachtwoord hoort bij de meest gebruikte. Kies een ander.',
    );
    expect(issueText(t, 'error.validation.invalid', { field: 'password', rule: 'weak' })).toMatch(
      /^Te makkelijk te raden/,
    );
    expect(issueText(t, 'error.validation.invalid', { field: 'password', rule: 'length' })).toBe(
      t('error.validation.invalid'),
    );
  });
});
