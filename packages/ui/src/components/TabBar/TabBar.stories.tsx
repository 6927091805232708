import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChartCandlestick, House, LineChart, UserRound, Wallet } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Badge, Dot } from '../Badge/Badge.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { TabBar } from './TabBar.tsx';

const items = [
  { key: 'home', icon: <Icon icon={House} size="lg" />, label: 'Home' },
  { key: 'market', icon: <Icon icon={LineChart} size="lg" />, label: 'Markt' },
  { key: 'trade', icon: <Icon icon={ChartCandlestick} size="lg" />, label: 'Handelen' },
  { key: 'assets', icon: <Icon icon={Wallet} size="lg" />, label: 'Bezit', badge: <Dot label="Nieuw" /> },
  { key: 'me', icon: <Icon icon={UserRound} size="lg" />, label: 'Ik', badge: <Badge count={3} label="3 ongelezen" /> },
];

const meta = {
  title: 'Kit/TabBar',
  component: TabBar,
  args: { items, activeKey: 'home', label: 'Hoofdmenu', onSelect: fn() },
} satisfies Meta<typeof TabBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  play: async ({ args, canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Hoofdmenu' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Markt' }));
    await expect(args.onSelect).toHaveBeenCalledWith('market');
  },
};
export const MarketActive: Story = { args: { activeKey: 'market' } };
export const AsLinks: Story = {
  args: {
    renderLink: (item, { children, ...link }) => (
      <a href={`#${item.key}`} {...link}>
        {children}
      </a>
    ),
  },
};
export const LongGerman: Story = {
  args: {
    items: items.map((item, i) => ({
      ...item,
      label: ['Startseite', 'Marktübersicht', 'Wertpapierhandel', 'Vermögen', 'Mein Konto'][i]!,
    })),
  },
};
export const Chinese: Story = {
  args: { items: items.map((item, i) => ({ ...item, label: ['首頁', '行情', '交易', '資產', '我的'][i]! })) },
};
export const Korean: Story = {
  args: { items: items.map((item, i) => ({ ...item, label: ['홈', '시세', '거래', '자산', '내 정보'][i]! })) },
};
