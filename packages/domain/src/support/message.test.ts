import { describe, expect, it } from 'vitest';
import { checkSupportRate, supportText, validateSupportMessage } from './message.ts';
import { hasForbiddenCharacters } from './text.ts';
import { supportLimits } from './vocabulary.ts';

const size = { field: 'text', rule: 'size', min: 1, max: 2000 };

describe('validateSupportMessage', () => {
  it('takes text of 1–2000 characters after trimming', () => {
    expect(validateSupportMessage({ text: 'Hallo' })).toEqual([]);
    expect(validateSupportMessage({ text: `  ${'a'.repeat(2000)}  ` })).toEqual([]);
    expect(validateSupportMessage({ text: 'a'.repeat(2001) })).toEqual([
      { field: 'text', key: 'error.validation.invalid', params: size },
    ]);
    expect(validateSupportMessage({ text: 'two\nlines\twith a tab' })).toEqual([]);
  });

  it('needs text unless an image comes with it', () => {
    const required = [{ field: 'text', key: 'error.validation.required', params: { field: 'text' } }];
    expect(validateSupportMessage({ text: '' })).toEqual(required);
    expect(validateSupportMessage({ text: '   ' })).toEqual(required);
    expect(validateSupportMessage({ text: undefined, image: '' })).toEqual(required);
    expect(validateSupportMessage({ text: '', image: '/uploads/supportImage/x.png' })).toEqual([]);
    expect(validateSupportMessage({ text: null, image: '/uploads/supportImage/x.png' })).toEqual([]);
    expect(validateSupportMessage({ text: 'Zie foto', image: '/uploads/supportImage/x.png' })).toEqual([]);
  });

  it('refuses control characters, bidi overrides and lone surrogates', () => {
    const format = [{ field: 'text', key: 'error.validation.invalid', params: { field: 'text', rule: 'format' } }];
    for (const text of [
      'bell\u0007',
      'nul\u0000',
      'cr\r',
      'del\u007f',
      'c1\u0085',
      'rlo\u202Eevil',
      'iso\u2067x',
      'half\ud800',
    ])
      expect(validateSupportMessage({ text }), JSON.stringify(text)).toEqual(format);
    expect(validateSupportMessage({ text: 'مرحبا שלום 你好 👋' })).toEqual([]);
  });

  it('refuses what is not text or a path', () => {
    expect(validateSupportMessage({ text: 42 })).toEqual([
      { field: 'text', key: 'error.validation.invalid', params: { field: 'text', rule: 'type' } },
    ]);
    expect(validateSupportMessage({ text: 'Hoi', image: 7 })).toEqual([
      { field: 'image', key: 'error.validation.invalid', params: { field: 'image', rule: 'type' } },
    ]);
  });
});

describe('supportText', () => {
  it('trims the ends and gives an image-only message no text', () => {
    expect(supportText('  Hallo\n ')).toBe('Hallo');
    expect(supportText(undefined)).toBe('');
  });
});

describe('checkSupportRate', () => {
  it('refuses the message after the tenth within the window', () => {
    expect(checkSupportRate(0)).toBeNull();
    expect(checkSupportRate(supportLimits.perWindow - 1)).toBeNull();
    expect(checkSupportRate(supportLimits.perWindow)).toEqual({
      field: 'request',
      key: 'error.request.tooFrequent',
      params: { max: 10 },
    });
  });
});

describe('hasForbiddenCharacters', () => {
  it('lets tab and line feed through', () => {
    expect(hasForbiddenCharacters('a\tb\nc')).toBe(false);
    expect(hasForbiddenCharacters('a\u202Ab')).toBe(true);
  });
});
