import type { Meta, StoryObj } from '@storybook/react-vite';
import { House, LineChart, Wallet } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Icon } from '../Icon/Icon.tsx';
import { TabBar } from '../TabBar/TabBar.tsx';
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

/**
 * `tuck`: at rest, half of it behind the nearer edge, so that over a list it covers only a strip
 * along the screen's edge (pages leave `customerServiceBallTuckRoom` at their sides). Pointing at
 * it or focusing it brings it out whole; a tap on the tucked half opens support.
 */
export const Tucked: Story = {
  args: { tuck: true, unread: true },
  play: async ({ args, canvasElement }) => {
    const ball = within(canvasElement).getByRole('button', { name: 'Customer service, New reply' });
    await waitFor(() => expect(ball).toHaveAttribute('data-placed', 'true'));
    await expect(ball).toHaveAttribute('data-tucked', 'right');
    const width = ball.getBoundingClientRect().width;
    await waitFor(() => expect(ball.getBoundingClientRect().right).toBeCloseTo(window.innerWidth + width / 2, 0));
    ball.focus();
    await waitFor(() => expect(ball.getBoundingClientRect().right).toBeCloseTo(window.innerWidth - 12, 0));
    ball.blur();
    await userEvent.click(ball);
    await expect(args.onOpen).toHaveBeenCalledOnce();
  },
};

/** Dragged to the left half and released: it snaps to the left edge, and the drag opens nothing. */
export const DraggedToLeftEdge: Story = {
  play: async ({ args, canvasElement }) => {
    const ball = within(canvasElement).getByRole('button', { name: 'Customer service' });
    await waitFor(() => expect(ball).toHaveAttribute('data-placed', 'true'));
    await waitFor(() => expect(ball).toHaveAttribute('data-draggable', 'true'));
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

/** Two frames: the ball has measured itself (its size follows the root font size) and come to rest. */
const settled = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

export const MovedByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const ball = within(canvasElement).getByRole('button', { name: 'Customer service' });
    await waitFor(() => expect(ball).toHaveAttribute('data-placed', 'true'));
    await settled();
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

/** A page without a tab bar: the ball rests, and stays, 24 px above the bottom. */
export const NoTabBar: Story = { args: { offsetBottom: 24 } };

const tabs = [
  { key: 'home', icon: <Icon icon={House} size="lg" />, label: 'Home' },
  { key: 'market', icon: <Icon icon={LineChart} size="lg" />, label: 'Markt' },
  { key: 'wallet', icon: <Icon icon={Wallet} size="lg" />, label: 'Portemonnee' },
];

/** The ball on a tab screen, as the app's shell lays it out: the tab bar fixed at the bottom. */
const onATabScreen: Story['render'] = (args) => (
  <>
    <p>The ball rests above the tab bar and never goes onto it: dragged there, it comes to rest above it.</p>
    <CustomerServiceBall {...args} />
    <TabBar items={tabs} activeKey="home" label="Hoofdmenu" onSelect={() => {}} />
  </>
);

/** The gap (CSS px) between the ball's bottom and the tab bar's top. */
function gapAboveTabBar(canvasElement: HTMLElement): number {
  const canvas = within(canvasElement);
  const ball = canvas.getByRole('button', { name: 'Customer service' }).getBoundingClientRect();
  const bar = canvas.getByRole('navigation', { name: 'Hoofdmenu' }).getBoundingClientRect();
  return bar.top - ball.bottom;
}

/**
 * On a tablet, where the tab bar is 112 px high (it scales with the window up to 750 px): the ball
 * rests 12 px above it, at the right edge.
 */
export const AboveTheTabBar: Story = {
  render: onATabScreen,
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(gapAboveTabBar(canvasElement)).toBeCloseTo(12, 0));
    const ball = within(canvasElement).getByRole('button', { name: 'Customer service' }).getBoundingClientRect();
    await expect(window.innerWidth - ball.right).toBeCloseTo(12, 0);
  },
};

/** Dragged onto the tab bar and let go there: it comes to rest above it, at the nearer side. */
export const DraggedOntoTheTabBar: Story = {
  render: onATabScreen,
  play: async ({ args, canvasElement }) => {
    const ball = within(canvasElement).getByRole('button', { name: 'Customer service' });
    await settled();
    await waitFor(() => expect(ball).toHaveAttribute('data-placed', 'true'));
    await waitFor(() => expect(ball).toHaveAttribute('data-draggable', 'true'));
    const start = ball.getBoundingClientRect();
    const from = { clientX: start.left + start.width / 2, clientY: start.top + start.height / 2 };
    const onTabBar = { clientX: 60, clientY: window.innerHeight - 10 };
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: ball, coords: from },
      { target: ball, coords: { clientX: from.clientX - 100, clientY: from.clientY + 20 } },
      { target: ball, coords: onTabBar },
      { keys: '[/MouseLeft]', target: ball, coords: onTabBar },
    ]);
    await waitFor(() => expect(ball.getBoundingClientRect().left).toBeCloseTo(12, 0));
    await expect(gapAboveTabBar(canvasElement)).toBeCloseTo(12, 0);
    await expect(args.onPositionChange).toHaveBeenCalledOnce();
  },
};

/** The app keeps more room clear at the bottom (a bar of its own above the tab bar). */
export const InsetFromTheApp: Story = {
  args: { insetBottom: 160 },
  play: async ({ canvasElement }) => {
    const ball = within(canvasElement).getByRole('button', { name: 'Customer service' });
    await waitFor(() => expect(window.innerHeight - ball.getBoundingClientRect().bottom).toBeCloseTo(160, 0));
  },
};
