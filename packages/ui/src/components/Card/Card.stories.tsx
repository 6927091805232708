import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from './Card.tsx';
import { cardPaddings, cardTones } from './cardVariants.ts';

const meta = {
  title: 'Kit/Card',
  component: Card,
  args: { title: 'Portefeuille', children: <p>Totale waarde € 12.345,67</p> },
  argTypes: {
    padding: { control: 'inline-radio', options: cardPaddings },
    tone: { control: 'inline-radio', options: cardTones },
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithTitle: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Portefeuille' })).toBeVisible();
  },
};
export const WithExtra: Story = { args: { extra: <a href="#all">Alles</a> } };
export const Untitled: Story = { args: { title: undefined } };
export const Accent: Story = { args: { tone: 'accent' } };
export const Compact: Story = { args: { padding: 'sm' } };
export const LongGerman: Story = {
  args: {
    title: 'Übersicht über Ihr Wertpapierdepot und die offenen Positionen',
    children: <p>Gesamtwert des Depots einschließlich nicht realisierter Gewinne und Verluste</p>,
  },
};
export const ChineseAndKorean: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Card {...args} title="我的資產">
        <p>總資產 $ 12.345,67</p>
      </Card>
      <Card {...args} title="내 자산">
        <p>총 자산 $ 12.345,67</p>
      </Card>
    </div>
  ),
};
