import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Picker, type PickerProps } from './Picker.tsx';

function PickerDemo(props: PickerProps) {
  const [open, setOpen] = useState(props.open);
  const [value, setValue] = useState(props.defaultValue);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Markt: {value ?? '—'}</Button>
      <Picker
        {...props}
        defaultValue={undefined}
        value={value}
        onChange={(next) => {
          props.onChange?.(next);
          setValue(next);
        }}
        open={open}
        onClose={() => {
          props.onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const markets = [
  { value: 'nl', label: 'Amsterdam', description: 'Euronext, EUR' },
  { value: 'de', label: 'Frankfurt', description: 'XETRA, EUR' },
  { value: 'usd', label: 'New York', description: 'NYSE en Nasdaq, USD' },
  { value: 'usdt', label: 'USDT' },
  { value: 'usdc', label: 'USDC', disabled: true },
];

const meta = {
  title: 'Kit/Picker',
  component: Picker,
  args: {
    open: true,
    onClose: fn(),
    onChange: fn(),
    title: 'Kies een markt',
    options: markets,
    defaultValue: 'nl',
    confirmLabel: 'Kiezen',
    cancelLabel: 'Annuleren',
  },
  render: (args) => <PickerDemo {...args} />,
} satisfies Meta<typeof Picker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await page.findByRole('dialog', { name: 'Kies een markt' });
    await userEvent.click(page.getByRole('radio', { name: /Frankfurt/ }));
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(page.getByRole('button', { name: 'Kiezen' }));
    await expect(args.onChange).toHaveBeenCalledWith('de');
    await expect(within(canvasElement).getByRole('button', { name: 'Markt: de' })).toBeInTheDocument();
  },
};

export const KeyboardAndCancel: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const amsterdam = await page.findByRole('radio', { name: /Amsterdam/ });
    await expect(amsterdam).toBeChecked();
    amsterdam.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(page.getByRole('radio', { name: /Frankfurt/ })).toBeChecked();
    await userEvent.click(page.getByRole('button', { name: 'Annuleren' }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const NothingChosenYet: Story = { args: { defaultValue: undefined } };

export const LongGermanText: Story = {
  args: {
    title: 'Wählen Sie das Auszahlungskonto für Ihre Auszahlungsanforderung',
    confirmLabel: 'Auswahl bestätigen',
    cancelLabel: 'Abbrechen',
    defaultValue: 'a',
    options: [
      {
        value: 'a',
        label: 'Girokonto bei der Sparkasse Rhein-Neckar-Nord',
        description: 'DE89 3704 0044 0532 0130 00',
      },
      { value: 'b', label: 'Tagesgeldkonto bei der Deutschen Kreditbank', description: 'DE12 1203 0000 1020 3040 50' },
    ],
  },
};

export const ChineseAndKorean: Story = {
  args: {
    title: '選擇市場',
    confirmLabel: '確認',
    cancelLabel: '취소',
    defaultValue: 'hk',
    options: [
      { value: 'hk', label: '香港交易所' },
      { value: 'kr', label: '한국거래소' },
    ],
  },
};
