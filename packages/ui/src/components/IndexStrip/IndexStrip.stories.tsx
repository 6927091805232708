import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BrandsSideBySide } from '../../visual/BrandsSideBySide.tsx';
import { sampleIndexes } from '../../visual/marketSamples.ts';
import { IndexStrip } from './IndexStrip.tsx';

const meta = {
  title: 'Kit/IndexStrip',
  component: IndexStrip,
  args: { items: sampleIndexes, label: 'Indices' },
} satisfies Meta<typeof IndexStrip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Indices' });
    await userEvent.tab();
    await expect(region).toHaveFocus();
    await expect(within(region).getAllByRole('listitem')).toHaveLength(5);
  },
};
/** The app wraps each card in its link. */
export const WithLinks: Story = {
  args: {
    renderItem: (item, content) => <a href={`#/market/stockDetailzs?id=${item.id}`}>{content}</a>,
  },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links[0]).toHaveAccessibleName('AEX 912,34 Up 4,10 (0,45%)');
    await userEvent.tab();
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
  },
};
/**
 * The catalogue's long names on a 360 px phone, in Dutch: every name shows whole, wrapping over as
 * many lines as it needs ('AMX (Amsterdam Midcap)' was cut to 'AMX (Amsterd…'), and the levels of
 * all cards stay on one line.
 */
export const LongNamesOnANarrowPhone: Story = {
  args: {
    items: [
      sampleIndexes[0]!,
      { ...sampleIndexes[1]!, name: 'AMX (Amsterdam Midcap)' },
      { ...sampleIndexes[4]!, id: 'dji', name: 'Dow Jones Industrial Average' },
    ],
    renderItem: (item, content) => <a href={`#/market/stockDetailzs?id=${item.id}`}>{content}</a>,
  },
  globals: { viewport: { value: 'narrowPhone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['AEX', 'AMX (Amsterdam Midcap)', 'Dow Jones Industrial Average']) {
      const shown = canvas.getByText(name);
      await expect(shown.scrollWidth, name).toBeLessThanOrEqual(shown.clientWidth);
      await expect(shown.scrollHeight, name).toBeLessThanOrEqual(shown.clientHeight);
    }
    const levels = ['912,34', '855,52', '18.161,18'].map(
      (level) => canvas.getByText(level).getBoundingClientRect().top,
    );
    await expect(new Set(levels.map(Math.round)).size).toBe(1);
  },
};

export const WithoutSparklines: Story = {
  args: { items: sampleIndexes.map(({ sparkline: _sparkline, ...item }) => item) },
};
export const Loading: Story = {
  args: { loading: true, loadingLabel: 'Indices laden…' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Indices laden…');
  },
};
export const BothBrands: Story = {
  render: (args) => (
    <BrandsSideBySide>
      {(brand) => <IndexStrip {...args} label={`${args.label} (${brand})`} items={sampleIndexes.slice(0, 3)} />}
    </BrandsSideBySide>
  ),
};
