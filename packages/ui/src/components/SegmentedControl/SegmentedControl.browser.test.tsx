import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render, screen } from '@testing-library/react';
import { ThemeRoot } from '../ThemeRoot/ThemeRoot.tsx';
import { dutchBrand } from '../../themes/dutch/index.ts';
import { SegmentedControl, type SegmentOption } from './SegmentedControl.tsx';

/** How many lines a segment's label takes: one client rect per line box of its text. */
function linesOf(label: string): number {
  const range = document.createRange();
  range.selectNodeContents(screen.getByText(label));
  return range.getClientRects().length;
}

const atPhoneWidth = (options: readonly SegmentOption[], value: string) => (
  <ThemeRoot brand={dutchBrand}>
    <div lang="de" style={{ width: 390, padding: 16, boxSizing: 'border-box' }}>
      <SegmentedControl label="Art" options={options} value={value} onChange={() => {}} />
    </div>
  </ThemeRoot>
);
const renderAtPhoneWidth = (options: readonly SegmentOption[], value: string) => render(atPhoneWidth(options, value));

const records = [
  { value: 'in', label: 'Einzahlungen' },
  { value: 'out', label: 'Auszahlungen' },
  { value: 'swap', label: 'Umtausch' },
  { value: 'all', label: 'Alle' },
];

describe('SegmentedControl at a phone width', () => {
  it('gives long words the room they need instead of breaking them', async () => {
    await page.viewport(390, 400);
    renderAtPhoneWidth(records, 'in');
    for (const { label } of records) expect(linesOf(label), label).toBe(1);
  });

  it('keeps its width when another segment is selected', async () => {
    await page.viewport(390, 400);
    const { rerender } = renderAtPhoneWidth(records, 'in');
    const widths = () => records.map(({ label }) => screen.getByRole('radio', { name: label }).offsetWidth);
    const before = widths();
    rerender(atPhoneWidth(records, 'all'));
    expect(screen.getByRole('radio', { name: 'Alle' })).toBeChecked();
    expect(widths()).toEqual(before);
  });

  it('keeps every segment a 44 px touch target', async () => {
    await page.viewport(390, 400);
    renderAtPhoneWidth(records, 'in');
    const short = screen.getByRole('radio', { name: 'Alle' }).parentElement!.getBoundingClientRect();
    expect(short.width).toBeGreaterThanOrEqual(44);
    expect(short.height).toBeGreaterThanOrEqual(44);
  });

  it('still fits the width when the words cannot all fit, breaking them only then', async () => {
    await page.viewport(390, 400);
    renderAtPhoneWidth(
      [
        { value: 'a', label: 'Auszahlungsanforderungen' },
        { value: 'b', label: 'Einzahlungsbestätigungen' },
        { value: 'c', label: 'Wertpapierüberträge' },
      ],
      'a',
    );
    const group = screen.getByRole('radiogroup').getBoundingClientRect();
    for (const radio of screen.getAllByRole('radio')) {
      const segment = radio.parentElement!.getBoundingClientRect();
      expect(segment.right).toBeLessThanOrEqual(group.right);
      expect(radio.parentElement!.scrollWidth).toBeLessThanOrEqual(radio.parentElement!.clientWidth);
    }
  });
});
