import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../../themes/contract.css.ts';
import { Button } from '../Button/Button.tsx';
import { Sheet, type SheetProps } from './Sheet.tsx';

function SheetDemo(props: SheetProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Sheet
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

const rows = ['Amsterdam (AEX)', 'Frankfurt (XETRA)', 'New York (NYSE)', 'Hongkong (HKEX)'];
const body = (
  <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
    {rows.map((row) => (
      <li key={row} style={{ padding: '16px', borderBottom: `1px solid ${vars.color.border}`, color: vars.color.text }}>
        {row}
      </li>
    ))}
  </ul>
);

const meta = {
  title: 'Kit/Sheet',
  component: Sheet,
  args: { open: true, onClose: fn(), title: 'Markten', children: body },
  render: (args) => <SheetDemo {...args} />,
} satisfies Meta<typeof Sheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Markten' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await userEvent.click(page.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    // The popup leaves after its exit animation.
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const WithDescriptionAndFooter: Story = {
  args: {
    description: 'Koersen van open markten worden live bijgewerkt.',
    footer: (
      <Button block size="lg">
        Toepassen
      </Button>
    ),
  },
};

export const WithoutCloseButton: Story = { args: { showClose: false } };

export const LabelWithoutTitle: Story = { args: { title: undefined, label: 'Markten', showClose: false } };

export const LongScrollingContent: Story = {
  args: {
    children: (
      <div style={{ padding: 16, display: 'grid', gap: 12, color: vars.color.text }}>
        {Array.from({ length: 30 }, (_, index) => (
          <p key={index}>Regel {index + 1}</p>
        ))}
      </div>
    ),
  },
};

export const LongGermanText: Story = {
  args: {
    title: 'Auszahlungsanforderung zur Überprüfung durch den Kundendienst einreichen',
    description: 'Die Bearbeitung Ihrer Auszahlungsanforderung dauert in der Regel ein bis zwei Werktage.',
    closeLabel: 'Schließen',
  },
};

export const Chinese: Story = {
  args: { title: '選擇交易市場', description: '僅顯示目前開放交易的市場。', closeLabel: '關閉' },
};

export const Korean: Story = {
  args: { title: '거래 시장 선택', description: '현재 거래 가능한 시장만 표시됩니다.', closeLabel: '닫기' },
};
