import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchBar } from './SearchBar.tsx';

const history = [
  { stockId: '1', code: 'ASML', name: 'ASML Holding' },
  { stockId: '2', code: 'INGA', name: 'ING Groep' },
  { stockId: '3', code: 'ADYEN', name: 'Adyen' },
];

const meta = {
  title: 'Kit/SearchBar',
  component: SearchBar,
  args: { onSubmit: fn(), onPick: fn(), onClearHistory: fn(), history },
} satisfies Meta<typeof SearchBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithHistory: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'asml{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('asml');
    await userEvent.click(canvas.getByRole('button', { name: /Adyen/ }));
    await expect(args.onPick).toHaveBeenCalledWith(history[2]);
  },
};
export const Typed: Story = { args: { defaultValue: 'ASML' } };
export const NoHistory: Story = { args: { history: [] } };
export const LongGerman: Story = {
  args: {
    placeholder: 'Nach Wertpapierkennnummer oder Namen suchen',
    history: [{ stockId: '9', code: 'DBK', name: 'Deutsche Bank Aktiengesellschaft Namensaktien' }],
  },
};
export const ChineseAndKorean: Story = {
  args: {
    placeholder: '輸入代碼或名稱',
    history: [
      { stockId: '1', code: '2330', name: '台積電' },
      { stockId: '2', code: '005930', name: '삼성전자' },
    ],
  },
};
