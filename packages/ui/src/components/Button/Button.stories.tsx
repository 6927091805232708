import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button.tsx';
import { buttonSizes, buttonVariants } from './buttonVariants.ts';

const meta = {
  title: 'Kit/Button',
  component: Button,
  args: { children: 'Inloggen', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Inloggen' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
};

export const LargeBlock: Story = { args: { size: 'lg', block: true, children: 'Storten' } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Inloggen' }));
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { loading: true, loadingLabel: 'Bezig met inloggen…' } };

export const LongGermanText: Story = {
  args: { block: true, children: 'Auszahlungsanforderung zur Überprüfung einreichen' },
};

export const ChineseAndKorean: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Button {...args}>確認提交出金申請</Button>
      <Button {...args} variant="secondary">
        출금 신청 확인
      </Button>
    </div>
  ),
};
