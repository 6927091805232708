import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CustomerServiceBall } from './CustomerServiceBall.tsx';

const meta = {
  title: 'Kit/CustomerServiceBall',
  component: CustomerServiceBall,
  args: { onOpen: fn(), onPositionChange: fn() },
  render: (args) => (
    <>
      <p>Drag the ball: it snaps to the nearer side. Focus it and use the arrow keys to move it.</p>
      <CustomerServiceBall {...args} />
    </>
  ),
} satisfies Meta<typeof CustomerServiceBall>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Customer service' }));
    await expect(args.onOpen).toHaveBeenCalledOnce();
  },
};

/** Support has answered: a dot on the ball, and its name says so. */
export const Unread: Story = {
  args: { unread: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Customer service, New reply' })).toBeVisible();
  },
};

export const UnreadJade: Story = { ...Unread, globals: { brand: 'jade' } };

/** Dragged to the left half and released: it snaps to the left edge, and the drag opens nothing. */
export const DraggedToLeftEdge: Story = {
  play: async ({ args, canvasElement }) => {
    const ball = within(canvasElement).getByRole('button', { name: 'Customer service' });
    const start = ball.getBoundingClientRect();
    const from = { clientX: start.left + start.width / 2, clientY: start.top + start.height / 2 };
    const to = { clientX: 80, clientY: from.clientY - 200 };
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: ball, coords: from },
      { target: ball, coords: { clientX: from.clientX - 100, clientY: from.clientY - 100 } },
      { target: ball, coords: to },
      { keys: '[/MouseLeft]', target: ball, coords: to },
    ]);
    await waitFor(() => expect(ball.getBoundingClientRect().left).toBeCloseTo(12, 0));
    await expect(ball.getBoundingClientRect().top).toBeCloseTo(start.top - 200, 0);
    await expect(args.onOpen).not.toHaveBeenCalled();
    await expect(args.onPositionChange).toHaveBeenCalledOnce();
  },
};

export const MovedByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const ball = within(canvasElement).getByRole('button', { name: 'Customer service' });
    const before = ball.getBoundingClientRect();
    ball.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(ball.getBoundingClientRect().left).toBeCloseTo(before.left - 16, 0));
    await expect(ball.getBoundingClientRect().top).toBeCloseTo(before.top, 0);
    await expect(args.onPositionChange).toHaveBeenCalledOnce();
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

export const LongGermanLabel: Story = {
  args: { label: 'Kundenservice-Chat mit einem Mitarbeiter öffnen' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Kundenservice-Chat mit einem Mitarbeiter öffnen' }),
    ).toBeVisible();
  },
};

export const ChineseLabel: Story = { args: { label: '在線客服' } };

export const KoreanLabel: Story = { args: { label: '고객센터' } };

export const NoTabBar: Story = { args: { offsetBottom: 24 } };
