import type { Meta, StoryObj } from '@storybook/react-vite';
import { Copy } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { Money } from '../Money/Money.tsx';
import { StatusBadge } from '../StatusBadge/StatusBadge.tsx';
import { DescriptionList } from './DescriptionList.tsx';

const copy = (
  <Button variant="ghost" icon={<Icon icon={Copy} />}>
    Kopiëren
  </Button>
);

const meta = {
  title: 'Kit/DescriptionList',
  component: DescriptionList,
  args: {
    items: [
      { label: 'Begunstigde', value: 'Dutch Stocks B.V.' },
      { label: 'IBAN', value: 'NL91 ABNA 0417 1643 00', action: copy },
      { label: 'Omschrijving', value: 'DS-20261122-0042', action: copy },
    ],
  },
  render: (args) => (
    <Card>
      <DescriptionList {...args} />
    </Card>
  ),
} satisfies Meta<typeof DescriptionList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The value under its label: payee details, with a copy action at the end of the value. */
export const Stacked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const terms = canvas.getAllByRole('term');
    await expect(terms.map((term) => term.textContent)).toEqual(['Begunstigde', 'IBAN', 'Omschrijving']);
    await expect(canvas.getAllByRole('definition')[1]).toHaveTextContent('NL91 ABNA 0417 1643 00');
    await expect(canvas.getAllByRole('button', { name: 'Kopiëren' })).toHaveLength(2);
  },
};

/** Label left, value right: the costs of a withdrawal, the total bold under a hairline. */
export const InlineWithTotal: Story = {
  args: {
    inline: true,
    items: [
      { label: 'Bedrag', value: <Money value="1250" suffix=" €" /> },
      { label: 'Kosten (0,50%)', value: <Money value="6.25" suffix=" €" /> },
      { label: 'Je ontvangt', value: <Money value="1243.75" suffix=" €" size="lg" />, total: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [amount, fee] = canvas.getAllByRole('term');
    // One line each: the label and its value share a row.
    const amountRow = amount!.parentElement!.getBoundingClientRect();
    await expect(amountRow.height).toBeLessThan(2 * amount!.getBoundingClientRect().height + 1);
    await expect(fee!.getBoundingClientRect().top).toBeGreaterThan(amountRow.top);
    await expect(canvas.getByText('Je ontvangt').parentElement).toHaveAttribute('data-total', 'true');
  },
};

/** Inline rows with one that has an action: that row is stacked so the action has room. */
export const InlineWithAction: Story = {
  args: {
    inline: true,
    items: [
      { label: 'Ordernummer', value: 'W-20261122-0042', action: copy },
      { label: 'Aangemaakt', value: '22-11-2026 10:00:00' },
      { label: 'Status', value: <StatusBadge tone="pending" label="In behandeling" /> },
      { label: 'Netto', value: <Money value="1243.75" suffix=" €" />, total: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ordernummer').parentElement).toHaveAttribute('data-layout', 'stacked');
    await expect(canvas.getByText('Aangemaakt').parentElement).toHaveAttribute('data-layout', 'inline');
  },
};

/** Two rows may share a label when each has its own key. */
export const RepeatedLabels: Story = {
  args: {
    inline: true,
    items: [
      { key: 'eur', label: 'Beschikbaar', value: <Money value="812.4" suffix=" €" /> },
      { key: 'usd', label: 'Beschikbaar', value: <Money value="120" prefix="$ " /> },
    ],
  },
};

export const LongGermanChineseKorean: Story = {
  args: {
    inline: true,
    items: [
      {
        label: 'Voraussichtlicher Auszahlungsbetrag nach Abzug aller Gebühren',
        value: <Money value="1243.75" suffix=" €" />,
      },
      {
        label: 'Empfängerkonto',
        value: 'Girokonto bei der Sparkasse Rhein-Neckar-Nord, DE89 3704 0044 0532 0130 00',
      },
      { label: '手續費', value: <Money value="6.25" prefix="$ " /> },
      { label: '실수령액', value: <Money value="1243.75" prefix="$ " />, total: true },
    ],
  },
  play: async ({ canvasElement }) => {
    // Long values wrap inside the card instead of overflowing it.
    const card = canvasElement.querySelector('section')!.getBoundingClientRect();
    for (const definition of within(canvasElement).getAllByRole('definition')) {
      await expect(definition.getBoundingClientRect().right).toBeLessThanOrEqual(card.right);
    }
  },
};
