import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PullToRefresh } from './PullToRefresh.tsx';

const rows = ['ASML Holding', 'Adyen', 'Philips', 'ING Groep', 'Heineken', 'Shell'];

const meta = {
  title: 'Kit/PullToRefresh',
  component: PullToRefresh,
  args: {
    onRefresh: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 300))),
    refreshLabel: 'Vernieuwen',
    children: (
      <ul aria-label="Koersen" style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 8 }}>
        {rows.map((row) => (
          <li key={row} style={{ padding: 12 }}>
            {row}
          </li>
        ))}
      </ul>
    ),
  },
} satisfies Meta<typeof PullToRefresh>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

export const RefreshByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Vernieuwen' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRefresh).toHaveBeenCalledOnce();
    await expect(await canvas.findByText('Updated', { selector: '[role="status"]' })).toBeInTheDocument();
  },
};

export const LongGermanTexts: Story = {
  args: {
    refreshLabel: 'Kursliste jetzt aktualisieren',
    texts: {
      pull: 'Zum Aktualisieren der Kursliste nach unten ziehen',
      release: 'Loslassen, um die Kursliste zu aktualisieren',
      refreshing: 'Kursliste wird aktualisiert…',
      done: 'Kursliste aktualisiert',
    },
  },
};

export const ChineseAndKorean: Story = {
  args: {
    refreshLabel: '重新整理 / 새로 고침',
    texts: { pull: '下拉重新整理', release: '放開即可重新整理', refreshing: '새로 고치는 중…', done: '업데이트됨' },
  },
};

export const Disabled: Story = { args: { disabled: true } };
