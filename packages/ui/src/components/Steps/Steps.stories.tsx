import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Steps } from './Steps.tsx';

const statusLabels = { done: 'Voltooid', current: 'Huidige stap', upcoming: 'Nog niet', failed: 'Mislukt' };

const meta = {
  title: 'Kit/Steps',
  component: Steps,
  args: {
    label: 'Voortgang opname',
    statusLabels,
    steps: [
      { key: 'submitted', title: 'Aanvraag ingediend', time: '12-03-2025 10:02', status: 'done' },
      {
        key: 'review',
        title: 'In behandeling',
        time: '12-03-2025 10:05',
        description: 'Meestal binnen 24 uur',
        status: 'current',
      },
      { key: 'paid', title: 'Uitbetaald', status: 'upcoming' },
    ],
  },
} satisfies Meta<typeof Steps>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
  },
};
export const Completed: Story = {
  args: {
    steps: [
      { key: 'a', title: 'Aanvraag ingediend', time: '12-03-2025 10:02', status: 'done' },
      { key: 'b', title: 'Goedgekeurd', time: '12-03-2025 11:40', status: 'done' },
      { key: 'c', title: 'Uitbetaald', time: '12-03-2025 12:00', status: 'done' },
    ],
  },
};
export const Failed: Story = {
  args: {
    steps: [
      { key: 'a', title: 'Aanvraag ingediend', time: '12-03-2025 10:02', status: 'done' },
      {
        key: 'b',
        title: 'Afgewezen',
        time: '12-03-2025 11:40',
        description: 'Naam komt niet overeen met de rekening',
        status: 'failed',
      },
    ],
  },
};
export const LongGerman: Story = {
  args: {
    steps: [
      { key: 'a', title: 'Auszahlungsantrag eingereicht', time: '12.03.2025 10:02', status: 'done' },
      {
        key: 'b',
        title: 'Überprüfung durch den Kundendienst',
        description: 'Die Überprüfung dauert in der Regel bis zu vierundzwanzig Stunden an Werktagen',
        status: 'current',
      },
      { key: 'c', title: 'Betrag auf Ihr Referenzkonto überwiesen', status: 'upcoming' },
    ],
  },
};
export const ChineseAndKorean: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Steps
        {...args}
        steps={[
          { key: 'a', title: '提交申請', time: '2025-03-12 10:02', status: 'done' },
          { key: 'b', title: '審核中', status: 'current' },
          { key: 'c', title: '已到賬', status: 'upcoming' },
        ]}
      />
      <Steps
        {...args}
        steps={[
          { key: 'a', title: '신청 완료', time: '2025-03-12 10:02', status: 'done' },
          { key: 'b', title: '검토 중', status: 'current' },
          { key: 'c', title: '입금 완료', status: 'upcoming' },
        ]}
      />
    </div>
  ),
};
