import { describe, expect, it } from 'vitest';
import { buildSiteConfig, imageUrl } from './siteConfig.ts';

describe('buildSiteConfig', () => {
  it('falls back to the brand’s title and base currency (dutch: the euro)', () => {
    expect(buildSiteConfig([])).toMatchObject({
      title: 'Dutch stocks',
      baseCurrency: 'EUR',
      accountRule: 'any',
      logo: '',
    });
  });

  it('prefixes the logo with the image base', () => {
    const config = buildSiteConfig([
      { name: 'imageBase', value: 'https://cdn.example.test/' },
      { name: 'logo', value: '/brand/logo.svg' },
      { name: 'title', value: 'Oranje' },
      { name: 'accountRule', value: 'phone10' },
    ]);
    expect(config).toMatchObject({
      logo: 'https://cdn.example.test/brand/logo.svg',
      title: 'Oranje',
      accountRule: 'phone10',
    });
  });
});

describe('imageUrl', () => {
  it('keeps absolute and data URLs, makes others root-relative without a base', () => {
    expect(imageUrl('', '/brand/logo.svg')).toBe('/brand/logo.svg');
    expect(imageUrl('x', 'data:image/png;base64,AA')).toBe('data:image/png;base64,AA');
    expect(imageUrl('', '')).toBe('');
  });
});
