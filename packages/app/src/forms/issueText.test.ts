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

  it('says that a password is among the most common ones', () => {
    expect(issueText(t, 'error.validation.invalid', { field: 'password', rule: 'common' })).toBe(
      'Dit wachtwoord hoort bij de meest gebruikte. Kies een ander.',
    );
    expect(issueText(t, 'error.validation.invalid', { field: 'password', rule: 'length' })).toBe(
      t('error.validation.invalid'),
    );
  });
});
