import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { toastTones, useToast } from '../../headless/useToast.ts';
import { Button } from '../Button/Button.tsx';
import { Toast, ToastProvider } from './Toast.tsx';

const meta = {
  title: 'Kit/Toast',
  component: Toast,
  args: { text: 'Order geplaatst', tone: 'positive' },
  argTypes: { tone: { control: 'inline-radio', options: toastTones } },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {};

export const AllTones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'center' }}>
      {toastTones.map((tone) => (
        <Toast key={tone} {...args} tone={tone} text={`${tone}: Order geplaatst`} />
      ))}
    </div>
  ),
};

export const LongGermanText: Story = {
  args: {
    tone: 'negative',
    text: 'Die Auszahlungsanforderung konnte wegen unzureichenden Guthabens nicht eingereicht werden.',
  },
};

export const ChineseAndKorean: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'center' }}>
      <Toast tone="positive" text="委託已送出" />
      <Toast tone="info" text="주문이 접수되었습니다" />
    </div>
  ),
};

function ToastButtons() {
  const toast = useToast();
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <Button onClick={() => toast.show('Order geplaatst', { tone: 'positive' })}>Succes</Button>
      <Button variant="secondary" onClick={() => toast.show('Saldo ontoereikend', { tone: 'negative' })}>
        Fout
      </Button>
      <Button variant="ghost" onClick={() => toast.show('Gekopieerd')}>
        Neutraal
      </Button>
    </div>
  );
}

/** The imperative API: `useToast().show(text, { tone })`; one toast at a time, gone after 2 s. */
export const Imperative: Story = {
  render: () => (
    <ToastProvider>
      <ToastButtons />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Succes' }));
    await expect(page.getByRole('status')).toHaveTextContent('Order geplaatst');
    await userEvent.click(canvas.getByRole('button', { name: 'Fout' }));
    await expect(page.getByRole('alert')).toHaveTextContent('Saldo ontoereikend');
    await expect(page.getByRole('status')).toBeEmptyDOMElement();
    // Toasts never catch taps: the page stays usable underneath.
    await userEvent.click(canvas.getByRole('button', { name: 'Neutraal' }));
    await expect(page.getByRole('status')).toHaveTextContent('Gekopieerd');
    await waitFor(() => expect(page.getByRole('status')).toBeEmptyDOMElement(), { timeout: 3000 });
  },
};
