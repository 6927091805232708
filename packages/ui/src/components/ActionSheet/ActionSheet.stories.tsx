import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ActionSheet, type ActionSheetProps } from './ActionSheet.tsx';

function ActionSheetDemo(props: ActionSheetProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Acties</Button>
      <ActionSheet
        {...props}
        open={open}
        onClose={() => {
          props.onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Kit/ActionSheet',
  component: ActionSheet,
  args: {
    open: true,
    onClose: fn(),
    onAction: fn(),
    title: 'Limietorder ASML',
    actions: [
      { label: 'Order wijzigen' },
      { label: 'Delen', description: 'Stuur een link naar deze order' },
      { label: 'Order annuleren', tone: 'destructive' },
    ],
  },
  render: (args) => <ActionSheetDemo {...args} />,
} satisfies Meta<typeof ActionSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await page.findByRole('dialog', { name: 'Limietorder ASML' });
    await userEvent.click(page.getByRole('button', { name: 'Order annuleren' }));
    await expect(args.onAction).toHaveBeenCalledWith(expect.objectContaining({ label: 'Order annuleren' }), 2);
    await expect(args.onClose).toHaveBeenCalledOnce();
    // The popup leaves after its exit animation.
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const CancelRow: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Cancel' }));
    await expect(args.onAction).not.toHaveBeenCalled();
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const WithoutTitle: Story = {
  args: { title: undefined, label: 'Acties voor ASML', description: undefined },
};

export const WithDisabledAction: Story = {
  args: {
    description: 'Een order die al deels is uitgevoerd kan niet meer worden gewijzigd.',
    actions: [
      { label: 'Order wijzigen', disabled: true },
      { label: 'Order annuleren', tone: 'destructive' },
    ],
  },
};

export const LongGermanText: Story = {
  args: {
    title: 'Aktionen für die Auszahlungsanforderung',
    cancelLabel: 'Abbrechen',
    actions: [
      { label: 'Auszahlungsanforderung bearbeiten und erneut zur Überprüfung einreichen' },
      { label: 'Auszahlungsanforderung endgültig zurückziehen', tone: 'destructive' },
    ],
  },
};

export const ChineseAndKorean: Story = {
  args: {
    title: '委託操作',
    cancelLabel: '취소',
    actions: [{ label: '修改委託' }, { label: '주문 취소', tone: 'destructive' }],
  },
};
