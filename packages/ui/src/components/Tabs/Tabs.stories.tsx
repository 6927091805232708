import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useTabs } from '../../headless/useTabs.ts';
import { vars } from '../../themes/contract.css.ts';
import { Tabs } from './Tabs.tsx';

const text = (content: string) => <p style={{ padding: 16, color: vars.color.text }}>{content}</p>;

const orderTabs = [
  { value: 'open', label: 'Open', panel: text('3 open orders') },
  { value: 'filled', label: 'Uitgevoerd', panel: text('12 uitgevoerde orders') },
  { value: 'cancelled', label: 'Geannuleerd', panel: text('Geen geannuleerde orders') },
];

const meta = {
  title: 'Kit/Tabs',
  component: Tabs,
  args: { items: orderTabs, label: 'Orders', onChange: fn() },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Uitgevoerd' }));
    await expect(args.onChange).toHaveBeenCalledWith('filled');
    await expect(canvas.getByRole('tabpanel', { name: 'Uitgevoerd' })).toHaveTextContent('12 uitgevoerde orders');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Geannuleerd' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Open' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const WithDisabledTab: Story = {
  args: { items: [...orderTabs.slice(0, 2), { ...orderTabs[2]!, disabled: true }] },
};

export const ManyTabsScroll: Story = {
  args: {
    label: 'Markten',
    defaultValue: 'm9',
    fill: false,
    items: [
      'Favorieten',
      'Amsterdam',
      'Frankfurt',
      'Parijs',
      'Londen',
      'New York',
      'Nasdaq',
      'Tokio',
      'Hongkong',
      'Seoul',
      'Crypto',
    ].map((label, index) => ({ value: `m${index}`, label, panel: text(`Koersen: ${label}`) })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist', { name: 'Markten' });
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    const selected = canvas.getByRole('tab', { name: 'Seoul' });
    await expect(selected).toHaveAttribute('aria-selected', 'true');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const listBox = list.getBoundingClientRect();
    const tabBox = selected.getBoundingClientRect();
    await expect(tabBox.left).toBeGreaterThanOrEqual(listBox.left - 1);
    await expect(tabBox.right).toBeLessThanOrEqual(listBox.right + 1);
  },
};

export const KeepMounted: Story = {
  args: {
    keepMounted: true,
    items: [
      {
        value: 'buy',
        label: 'Kopen',
        panel: (
          <label style={{ display: 'grid', gap: 8, padding: 16, color: vars.color.text }}>
            Aantal
            <input defaultValue="" style={{ minHeight: 44 }} />
          </label>
        ),
      },
      { value: 'sell', label: 'Verkopen', panel: text('Verkooporder') },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Aantal' }), '25');
    await userEvent.click(canvas.getByRole('tab', { name: 'Verkopen' }));
    await userEvent.click(canvas.getByRole('tab', { name: 'Kopen' }));
    await expect(canvas.getByRole('textbox', { name: 'Aantal' })).toHaveValue('25');
  },
};

export const LongGermanText: Story = {
  args: {
    label: 'Aufträge',
    fill: false,
    items: [
      { value: 'a', label: 'Offene Aufträge', panel: text('Keine offenen Aufträge') },
      { value: 'b', label: 'Ausgeführte Aufträge', panel: text('Ausgeführt') },
      { value: 'c', label: 'Stornierte Aufträge', panel: text('Storniert') },
      { value: 'd', label: 'Auszahlungsanforderungen', panel: text('Auszahlungen') },
    ],
  },
};

export const ChineseAndKorean: Story = {
  args: {
    label: '委託',
    items: [
      { value: 'a', label: '當日委託', panel: text('今日無委託') },
      { value: 'b', label: '체결 내역', panel: text('체결 내역이 없습니다') },
    ],
  },
};

/** The headless hook driving a differently styled component: pills written right here. */
function PillTabs() {
  const items = [
    { value: 'day', label: '1D' },
    { value: 'week', label: '1W' },
    { value: 'month', label: '1M' },
    { value: 'year', label: '1Y' },
  ] as const;
  const tabs = useTabs({ items });
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <div
        {...tabs.tabListProps}
        aria-label="Periode"
        style={{ display: 'flex', gap: 8, padding: 4, borderRadius: 999, background: vars.color.surfaceSunken }}
      >
        {items.map((item) => {
          const selected = tabs.selected === item.value;
          return (
            <button
              key={item.value}
              {...tabs.getTabProps(item.value)}
              style={{
                flex: 1,
                minHeight: 44,
                border: 'none',
                borderRadius: 999,
                background: selected ? vars.color.accent : 'transparent',
                color: selected ? vars.color.onAccent : vars.color.text,
                fontWeight: selected ? vars.font.weight.strong : vars.font.weight.regular,
                cursor: 'pointer',
              }}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.value}
          {...tabs.getPanelProps(item.value)}
          style={{ padding: 16, borderRadius: 12, background: vars.color.surface, color: vars.color.text }}
        >
          Koersgrafiek over {item.label}
        </div>
      ))}
    </div>
  );
}

export const HeadlessPills: Story = {
  render: () => <PillTabs />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '1W' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '1M' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: '1M' })).toHaveTextContent('Koersgrafiek over 1M');
  },
};
