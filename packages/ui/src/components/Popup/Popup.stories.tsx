import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../../themes/contract.css.ts';
import { Button } from '../Button/Button.tsx';
import { Popup, type PopupProps } from './Popup.tsx';
import { popupPositions } from './popupPositions.ts';

function PopupDemo(props: PopupProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Popup
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

const content = (
  <div style={{ display: 'grid', gap: 12, padding: 24, color: vars.color.text }}>
    <p>Een eenvoudige popup met eigen inhoud.</p>
    <Button block>Doorgaan</Button>
  </div>
);

const meta = {
  title: 'Kit/Popup',
  component: Popup,
  args: { open: true, onClose: fn(), label: 'Voorbeeld', position: 'bottom', children: content },
  argTypes: { position: { control: 'inline-radio', options: popupPositions } },
  render: (args) => <PopupDemo {...args} />,
} satisfies Meta<typeof Popup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Bottom: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Voorbeeld' });
    await expect(dialog).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
    // The popup leaves after its exit animation.
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Center: Story = { args: { position: 'center' } };

export const ReturnsFocus: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Open' });
    await userEvent.click(trigger);
    await body.findByRole('dialog', { name: 'Voorbeeld' });
    await userEvent.tab();
    await expect(body.getByRole('button', { name: 'Doorgaan' })).toHaveFocus();
    await userEvent.tab();
    await expect(body.getByRole('button', { name: 'Doorgaan' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveFocus();
  },
};
