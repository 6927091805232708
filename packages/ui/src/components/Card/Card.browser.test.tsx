import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ThemeRoot } from '../ThemeRoot/ThemeRoot.tsx';
import { dutchBrand } from '../../themes/dutch/index.ts';
import { StatusBadge } from '../StatusBadge/StatusBadge.tsx';
import { Card } from './Card.tsx';

/** A card's header laid out by Chromium on a narrow phone: a long status stays inside, whole. */
describe('Card header (Chromium layout)', () => {
  it('wraps a long status under the title instead of running out of the card or cutting the status', () => {
    const label = 'Toegewezen, betaling verschuldigd';
    render(
      <ThemeRoot brand={dutchBrand}>
        <div style={{ width: '300px' }}>
          <Card title="Nieuw aandeel Voorbeeld N.V. (NSVB)" extra={<StatusBadge tone="pending" label={label} />}>
            <p>Inhoud</p>
          </Card>
        </div>
      </ThemeRoot>,
    );
    const badge = screen.getByText(label);
    const card = screen.getByRole('region', { name: /Voorbeeld/ });
    const cardBox = card.getBoundingClientRect();
    const badgeBox = badge.getBoundingClientRect();
    expect(badgeBox.right).toBeLessThanOrEqual(cardBox.right);
    expect(badgeBox.left).toBeGreaterThanOrEqual(cardBox.left);
    // Nothing of the text is clipped.
    expect(badge.scrollWidth).toBeLessThanOrEqual(badge.clientWidth);
  });
});
