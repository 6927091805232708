import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton, SkeletonShape } from './Skeleton.tsx';

const meta = { title: 'Kit/Skeleton', component: Skeleton } satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Lines: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};
export const WithAvatar: Story = { args: { avatar: true, lines: 2, label: 'Laden…' } };
export const QuoteRows: Story = {
  render: () => (
    <Skeleton label="Koersen laden…">
      {[0, 1, 2].map((row) => (
        <div key={row} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          <SkeletonShape shape="circle" />
          <SkeletonShape width="40%" />
          <SkeletonShape width="20%" />
        </div>
      ))}
      <SkeletonShape shape="block" />
    </Skeleton>
  ),
};
export const ChineseLabel: Story = { args: { label: '載入中…', lines: 4 } };
