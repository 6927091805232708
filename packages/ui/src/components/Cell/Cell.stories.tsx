import type { Meta, StoryObj } from '@storybook/react-vite';
import { CreditCard, Lock, Settings } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Icon } from '../Icon/Icon.tsx';
import { StatusBadge } from '../StatusBadge/StatusBadge.tsx';
import { Cell } from './Cell.tsx';
import { CellGroup } from './CellGroup.tsx';

const meta = {
  title: 'Kit/Cell',
  component: Cell,
  args: { title: 'Bankkaart', description: 'ING •••• 1234', onClick: fn() },
} satisfies Meta<typeof Cell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Clickable: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Bankkaart/ }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
export const Static: Story = {
  args: { onClick: undefined, title: 'Beschikbaar saldo', description: undefined, value: '€ 12.345,67' },
};
export const AsLink: Story = {
  args: {
    onClick: undefined,
    title: 'Instellingen',
    renderLink: ({ children, ...link }) => (
      <a href="#settings" {...link}>
        {children}
      </a>
    ),
  },
};
export const InGroup: Story = {
  render: (args) => (
    <CellGroup title="Account">
      <Cell {...args} icon={<Icon icon={CreditCard} />} />
      <Cell title="Transactiewachtwoord" icon={<Icon icon={Lock} />} value="Ingesteld" onClick={args.onClick} />
      <Cell
        title="Identiteit"
        icon={<Icon icon={Settings} />}
        value={<StatusBadge tone="pending" label="In behandeling" />}
        chevron={false}
      />
    </CellGroup>
  ),
};
export const LongGerman: Story = {
  args: {
    title: 'Referenzkonto für Auszahlungen ändern',
    description: 'Die Änderung wird nach einer Überprüfung durch unseren Kundendienst wirksam',
    value: 'Ausstehend',
  },
};
export const ChineseAndKorean: Story = {
  render: (args) => (
    <CellGroup title="帳戶 / 계정">
      <Cell {...args} title="銀行卡管理" description="中國銀行 •••• 8888" />
      <Cell {...args} title="은행 카드 관리" description="국민은행 •••• 8888" />
    </CellGroup>
  ),
};
