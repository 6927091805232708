import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { testI18n } from '../../testing/testI18n.ts';
import { MarketSwitcher } from './MarketControls.tsx';
import { listMarkets } from './marketView.ts';

const languages = ['nl', 'en', 'de', 'zh-Hant', 'zh-Hans', 'ko'];

/** How often `text` occurs in the text of an element (what a screen reader may read of it). */
const occurrences = (element: Element, text: string) => (element.textContent ?? '').split(text).length - 1;

describe('MarketSwitcher', () => {
  it.each(languages)('in %s, names each market once, by its full name', (language) => {
    const i18n = testI18n(language);
    render(<MarketSwitcher value="nl" onChange={() => {}} />);
    for (const market of listMarkets) {
      const name = i18n.t(`market.markets.${market}`);
      const radio = screen.getByRole('radio', { name });
      expect(occurrences(radio.closest('label')!, name), `${market}: ${name}`).toBe(1);
    }
  });
});
