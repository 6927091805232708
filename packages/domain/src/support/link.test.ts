import { describe, expect, it } from 'vitest';
import { isSupportLink, validateSupportLink } from './link.ts';

const format = (field = 'value') => [{ field, key: 'error.validation.invalid', params: { field, rule: 'format' } }];

describe('validateSupportLink', () => {
  it('takes an https URL or nothing', () => {
    expect(validateSupportLink('')).toEqual([]);
    expect(validateSupportLink('https://support.example.com')).toEqual([]);
    expect(validateSupportLink('https://chat.example.com:8443/room?id=7&lang=nl#start')).toEqual([]);
  });

  it('refuses other schemes, user names, spaces and control characters', () => {
    for (const link of [
      'http://support.example.com',
      'javascript:alert(1)',
      'https://',
      'https://bank.example@evil.example/',
      'https://support.example.com/a b',
      'https://support.example.com/\u202Egnp',
      ' https://support.example.com',
      'support.example.com',
    ])
      expect(validateSupportLink(link), link).toEqual(format());
    expect(validateSupportLink('ftp://x', 'kefu')).toEqual(format('kefu'));
  });

  it('refuses what is not text, and links over 512 characters', () => {
    expect(validateSupportLink(undefined)).toEqual([
      { field: 'value', key: 'error.validation.invalid', params: { field: 'value', rule: 'type' } },
    ]);
    expect(validateSupportLink(`https://example.com/${'a'.repeat(500)}`)).toEqual([
      { field: 'value', key: 'error.validation.invalid', params: { field: 'value', rule: 'size', max: 512 } },
    ]);
  });
});

describe('isSupportLink', () => {
  it('is true only for a link the app may open', () => {
    expect(isSupportLink('https://support.example.com/chat')).toBe(true);
    expect(isSupportLink('')).toBe(false);
    expect(isSupportLink('javascript:alert(1)')).toBe(false);
    expect(isSupportLink(null)).toBe(false);
  });
});
