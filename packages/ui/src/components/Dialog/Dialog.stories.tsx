import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Dialog, type DialogProps } from './Dialog.tsx';

function DialogDemo(props: DialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Dialog
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
  title: 'Kit/Dialog',
  component: Dialog,
  args: {
    open: true,
    onClose: fn(),
    onConfirm: fn(),
    onCancel: fn(),
    title: 'Order annuleren?',
    message: 'Je limietorder voor 20 ASML wordt ingetrokken.',
    confirmLabel: 'Annuleren',
    cancelLabel: 'Terug',
  },
  render: (args) => <DialogDemo {...args} />,
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await page.findByRole('alertdialog', { name: 'Order annuleren?' });
    await userEvent.click(page.getByRole('button', { name: 'Annuleren' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const Destructive: Story = { args: { destructive: true } };

export const Notice: Story = {
  args: { title: 'Storting ontvangen', message: 'Je saldo is bijgewerkt.', showCancel: false, confirmLabel: 'OK' },
};

/** onConfirm returns a Promise: the confirm button shows loading until it settles. */
export const AsyncConfirm: Story = {
  args: {
    confirmLabel: 'Opnemen',
    loadingLabel: 'Bezig met opnemen…',
    title: 'Opname bevestigen',
    message: '€ 1.250,00 naar NL91 ABNA 0417 1643 00',
    onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 400))),
  },
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Opnemen' }));
    await expect(page.getByRole('button', { name: 'Bezig met opnemen…' })).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce(), { timeout: 2000 });
    // The popup leaves after its exit animation.
    await waitFor(() => expect(page.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const Pending: Story = {
  args: {
    confirmLabel: 'Opnemen',
    loadingLabel: 'Bezig met opnemen…',
    onConfirm: fn(() => new Promise<void>(() => {})),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Opnemen' }));
    await expect(page.getByRole('button', { name: 'Bezig met opnemen…' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LongGermanText: Story = {
  args: {
    title: 'Möchten Sie die Auszahlungsanforderung wirklich zurückziehen?',
    message: 'Die bereits reservierten Beträge werden Ihrem verfügbaren Guthaben wieder gutgeschrieben.',
    confirmLabel: 'Auszahlungsanforderung zurückziehen',
    cancelLabel: 'Abbrechen',
  },
};

export const ChineseAndKorean: Story = {
  args: {
    title: '確認取消委託？',
    message: '취소된 주문은 복구할 수 없습니다.',
    confirmLabel: '確認',
    cancelLabel: '취소',
  },
};
