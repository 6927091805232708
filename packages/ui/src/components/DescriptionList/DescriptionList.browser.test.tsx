import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ThemeRoot } from '../ThemeRoot/ThemeRoot.tsx';
import { dutchBrand } from '../../themes/dutch/index.ts';
import { DescriptionList } from './DescriptionList.tsx';

/** The number of lines a text takes, as Chromium lays it out. */
function lines(element: HTMLElement): number {
  const lineHeight = parseFloat(getComputedStyle(element).lineHeight);
  return Math.round(element.getBoundingClientRect().height / lineHeight);
}

/** An inline list on a narrow phone (Chromium layout): order numbers and amounts are never broken in two. */
describe('DescriptionList inline rows (Chromium layout)', () => {
  it('moves a value that does not fit beside its label under it, whole', () => {
    render(
      <ThemeRoot brand={dutchBrand}>
        <div style={{ width: '240px' }}>
          <DescriptionList
            inline
            items={[
              { label: 'Ordernummer van de storting', value: 'D20261128120015123456' },
              { label: 'Kosten van de overboeking', value: '1.000.000,01 €' },
              { label: 'Status', value: 'Betaald' },
            ]}
          />
        </div>
      </ThemeRoot>,
    );
    expect(lines(screen.getByText('D20261128120015123456'))).toBe(1);
    expect(lines(screen.getByText('1.000.000,01 €'))).toBe(1);
    // A short pair stays on one line.
    const status = screen.getByText('Betaald').getBoundingClientRect();
    const label = screen.getByText('Status').getBoundingClientRect();
    expect(Math.abs(status.top - label.top)).toBeLessThan(4);
  });
});
