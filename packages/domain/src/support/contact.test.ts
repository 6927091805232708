import { describe, expect, it } from 'vitest';
import { validateSupportContact } from './contact.ts';

const message = 'Ik ben mijn wachtwoord vergeten.';
const invalid = (field: string, rule: string, extra: Record<string, number> = {}) => [
  { field, key: 'error.validation.invalid', params: { field, rule, ...extra } },
];
const required = (field: string) => [{ field, key: 'error.validation.required', params: { field } }];

describe('validateSupportContact', () => {
  it('takes an e-mail address or a phone number, with a message', () => {
    for (const contact of [
      'jan@example.nl',
      '  jan.jansen+support@mail.example.com ',
      '+31 6 12345678',
      '0612345678',
      '12345678',
      '+123456789012345',
    ])
      expect(validateSupportContact({ contact, message }), contact).toEqual([]);
  });

  it('refuses a contact that is neither', () => {
    for (const contact of [
      'jan',
      'jan@example',
      'jan@@example.nl',
      'jan @example.nl',
      '@example.nl',
      'jan@.nl',
      '1234567',
      '+1234567890123456',
      '06-12345678',
      '06 1234 5678 +',
      `${'a'.repeat(250)}@example.nl`,
      'jan\u202E@example.nl',
    ])
      expect(validateSupportContact({ contact, message }), contact).toEqual(invalid('contact', 'format'));
  });

  it('needs a contact and a message of 10–1000 characters after trimming', () => {
    expect(validateSupportContact({ contact: ' ', message: '' })).toEqual([
      ...required('contact'),
      ...required('message'),
    ]);
    expect(validateSupportContact({ contact: 'jan@example.nl', message: '  te kort  ' })).toEqual(
      invalid('message', 'size', { min: 10, max: 1000 }),
    );
    expect(validateSupportContact({ contact: 'jan@example.nl', message: 'a'.repeat(1000) })).toEqual([]);
    expect(validateSupportContact({ contact: 'jan@example.nl', message: 'a'.repeat(1001) })).toEqual(
      invalid('message', 'size', { min: 10, max: 1000 }),
    );
    expect(validateSupportContact({ contact: 'jan@example.nl', message: 'twee\nregels\tmet tab' })).toEqual([]);
    expect(validateSupportContact({ contact: 'jan@example.nl', message: 'belletje\u0007 hier' })).toEqual(
      invalid('message', 'format'),
    );
  });

  it('takes an optional account name of at most 64 characters', () => {
    const contact = 'jan@example.nl';
    expect(validateSupportContact({ contact, message, account: '' })).toEqual([]);
    expect(validateSupportContact({ contact, message, account: null })).toEqual([]);
    expect(validateSupportContact({ contact, message, account: 'jansen' })).toEqual([]);
    expect(validateSupportContact({ contact, message, account: 'a'.repeat(65) })).toEqual(
      invalid('account', 'size', { min: 1, max: 64 }),
    );
    expect(validateSupportContact({ contact, message, account: 'jan\u0000' })).toEqual(invalid('account', 'format'));
  });

  it('refuses what is not text, every field in the form’s order', () => {
    expect(validateSupportContact({ contact: 612345678, message: 42, account: 7 })).toEqual([
      ...invalid('contact', 'type'),
      ...invalid('account', 'type'),
      ...invalid('message', 'type'),
    ]);
  });
});
