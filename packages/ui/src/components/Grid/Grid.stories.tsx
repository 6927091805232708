import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowDownToLine, ArrowUpFromLine, BadgePercent, Bot, Landmark, Repeat, Sparkles, Users } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Badge, Dot } from '../Badge/Badge.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { Grid, gridColumns } from './Grid.tsx';

const items = [
  { key: 'deposit', icon: <Icon icon={ArrowDownToLine} size="lg" />, label: 'Storten' },
  { key: 'withdraw', icon: <Icon icon={ArrowUpFromLine} size="lg" />, label: 'Opnemen' },
  { key: 'exchange', icon: <Icon icon={Repeat} size="lg" />, label: 'Wisselen' },
  { key: 'ipo', icon: <Icon icon={Sparkles} size="lg" />, label: 'Nieuwe aandelen', badge: <Badge count={3} /> },
  { key: 'loan', icon: <Icon icon={Landmark} size="lg" />, label: 'Lening' },
  { key: 'copy', icon: <Icon icon={Users} size="lg" />, label: 'Kopiëren' },
  { key: 'ai', icon: <Icon icon={Bot} size="lg" />, label: 'AI-handel', badge: <Dot label="Nieuw" /> },
  { key: 'promo', icon: <Icon icon={BadgePercent} size="lg" />, label: 'Acties' },
];

const meta = {
  title: 'Kit/Grid',
  component: Grid,
  args: { items, label: 'Diensten', onSelect: fn() },
  argTypes: { columns: { control: 'inline-radio', options: gridColumns } },
} satisfies Meta<typeof Grid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FourColumns: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Opnemen' }));
    await expect(args.onSelect).toHaveBeenCalledWith('withdraw');
  },
};
export const FiveColumns: Story = { args: { columns: 5 } };
export const AsLinks: Story = {
  args: {
    renderLink: (item, { children, ...link }) => (
      <a href={`#${item.key}`} {...link}>
        {children}
      </a>
    ),
  },
};
/** How many lines a label takes: one client rect per line box of its text. */
function linesOf(element: HTMLElement): number {
  const range = document.createRange();
  range.selectNodeContents(element);
  return range.getClientRects().length;
}

/**
 * The wallet's German actions on a 360 px phone: the columns share the width by their labels, so
 * 'Umtauschen' gets the room it needs and no word breaks ('Umtausche/n' in equal quarters).
 */
export const GermanOnANarrowPhone: Story = {
  args: {
    items: [
      { key: 'deposit', icon: <Icon icon={ArrowDownToLine} size="lg" />, label: 'Einzahlen' },
      { key: 'withdraw', icon: <Icon icon={ArrowUpFromLine} size="lg" />, label: 'Auszahlen' },
      { key: 'exchange', icon: <Icon icon={Repeat} size="lg" />, label: 'Umtauschen' },
      { key: 'records', icon: <Icon icon={Landmark} size="lg" />, label: 'Umsätze' },
    ],
    label: 'Geld verwalten',
  },
  globals: { viewport: { value: 'narrowPhone', isRotated: false } },
  render: (args) => (
    <div lang="de">
      <Grid {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const label of ['Einzahlen', 'Auszahlen', 'Umtauschen', 'Umsätze']) {
      await expect(linesOf(within(canvasElement).getByText(label)), label).toBe(1);
    }
  },
};

/** Words too long for any share of the width break (only they), and the grid still fits its width. */
export const LongGerman: Story = {
  args: {
    items: [
      { key: 'a', icon: <Icon icon={ArrowDownToLine} size="lg" />, label: 'Einzahlungen' },
      { key: 'b', icon: <Icon icon={ArrowUpFromLine} size="lg" />, label: 'Auszahlungsanträge' },
      { key: 'c', icon: <Icon icon={Repeat} size="lg" />, label: 'Währungsumtausch' },
      { key: 'd', icon: <Icon icon={Sparkles} size="lg" />, label: 'Neuemissionen' },
    ],
  },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('list');
    await expect(grid.scrollWidth).toBeLessThanOrEqual(grid.clientWidth);
    for (const entry of within(grid).getAllByRole('button')) {
      await expect(entry.scrollWidth).toBeLessThanOrEqual(entry.clientWidth);
    }
  },
};
export const ChineseAndKorean: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Grid
        {...args}
        items={items.slice(0, 4).map((item, i) => ({ ...item, label: ['充值', '提現', '換匯', '新股申購'][i] }))}
      />
      <Grid
        {...args}
        items={items.slice(0, 4).map((item, i) => ({ ...item, label: ['입금', '출금', '환전', '공모주 청약'][i] }))}
      />
    </div>
  ),
};
