import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KitTextsProvider, defaultKitTexts } from '../../texts/KitTexts.tsx';
import { CustomerServiceBall } from './CustomerServiceBall.tsx';
import {
  clampToViewport,
  isDragMovement,
  refitToViewport,
  restingBallPosition,
  snapToEdge,
  tuckedBallPosition,
} from './ballPosition.ts';

/** Dragging loads after the first render (its library is not part of the screen's first load). */
const waitForDrag = (ball: HTMLElement) => waitFor(() => expect(ball).toHaveAttribute('data-draggable', 'true'));

const ball = { width: 48, height: 48 };
const phone = { width: 375, height: 667 };

/** The rendered position, read back from the transform. */
function positionOf(element: HTMLElement) {
  const match = /translate3d\((-?[\d.]+)px, (-?[\d.]+)px/.exec(element.style.transform);
  if (!match) throw new Error(`no position in "${element.style.transform}"`);
  return { x: Number(match[1]), y: Number(match[2]) };
}

/** The window's size as a test sets it: writable, like jsdom's own, for the files that run after this one in the worker. */
const setWindowSize = (width: number, height: number) => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, writable: true, value: height });
};

function resizeWindow(width: number, height: number) {
  setWindowSize(width, height);
  act(() => {
    window.dispatchEvent(new Event('resize'));
  });
}

const jsdomSize = { width: window.innerWidth, height: window.innerHeight };

describe('CustomerServiceBall', () => {
  afterEach(() => setWindowSize(jsdomSize.width, jsdomSize.height));

  it('shows a dot and says so while support has an unread answer', () => {
    const { container, rerender } = render(<CustomerServiceBall onOpen={() => {}} unread />);
    expect(screen.getByRole('button', { name: 'Customer service, New reply' })).toBeInTheDocument();
    expect(container.querySelectorAll('button > span[data-unread-dot]')).toHaveLength(1);
    rerender(<CustomerServiceBall onOpen={() => {}} label="Klantenservice" unread={3} />);
    expect(screen.getByRole('button', { name: 'Klantenservice, New reply' })).toBeInTheDocument();
    rerender(<CustomerServiceBall onOpen={() => {}} label="Klantenservice" unread={0} />);
    expect(screen.getByRole('button', { name: 'Klantenservice' })).toBeInTheDocument();
    expect(container.querySelectorAll('button > span[data-unread-dot]')).toHaveLength(0);
  });

  it('is named by the kit text, or by its label', () => {
    const { unmount } = render(
      <KitTextsProvider texts={{ ...defaultKitTexts, customerService: 'Klantenservice' }}>
        <CustomerServiceBall onOpen={() => {}} />
      </KitTextsProvider>,
    );
    expect(screen.getByRole('button', { name: 'Klantenservice' })).toBeInTheDocument();
    unmount();
    render(<CustomerServiceBall onOpen={() => {}} label="在线客服" />);
    expect(screen.getByRole('button', { name: '在线客服' })).toBeInTheDocument();
  });

  it('opens on click, Enter and Space', async () => {
    const onOpen = vi.fn();
    const user = userEvent.setup();
    render(<CustomerServiceBall onOpen={onOpen} />);
    const button = screen.getByRole('button', { name: 'Customer service' });
    await user.click(button);
    expect(onOpen).toHaveBeenCalledTimes(1);
    button.focus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledTimes(2);
    await user.keyboard(' ');
    expect(onOpen).toHaveBeenCalledTimes(3);
  });

  it('starts at the bottom right, above the tab bar', () => {
    render(<CustomerServiceBall onOpen={() => {}} offsetBottom={100} />);
    const { innerWidth, innerHeight } = window;
    expect(positionOf(screen.getByRole('button'))).toEqual({ x: innerWidth - 48 - 12, y: innerHeight - 48 - 100 });
  });

  it('rests half tucked behind the nearer edge when asked, and comes out whole when pointed at or focused', async () => {
    const onOpen = vi.fn();
    const user = userEvent.setup();
    render(<CustomerServiceBall onOpen={onOpen} offsetBottom={100} tuck unread />);
    const button = screen.getByRole('button', { name: 'Customer service, New reply' });
    const { innerWidth, innerHeight } = window;
    const y = innerHeight - 48 - 100;
    expect(button).toHaveAttribute('data-tucked', 'right');
    expect(positionOf(button)).toEqual({ x: innerWidth - 24, y });
    fireEvent.pointerEnter(button);
    expect(button).not.toHaveAttribute('data-tucked');
    expect(positionOf(button)).toEqual({ x: innerWidth - 48 - 12, y });
    fireEvent.pointerLeave(button);
    expect(positionOf(button)).toEqual({ x: innerWidth - 24, y });
    // Keyboard focus brings it out (its outline whole), blur tucks it again.
    act(() => button.focus());
    expect(positionOf(button)).toEqual({ x: innerWidth - 48 - 12, y });
    act(() => button.blur());
    expect(button).toHaveAttribute('data-tucked', 'right');
    // A tap on the tucked half opens at once.
    await user.click(button);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('tucks behind the left edge when it rests there, and never without being asked', () => {
    const { rerender } = render(<CustomerServiceBall onOpen={() => {}} position={{ x: 12, y: 200 }} tuck />);
    const button = screen.getByRole('button');
    expect(button).toHaveAttribute('data-tucked', 'left');
    expect(positionOf(button)).toEqual({ x: -24, y: 200 });
    rerender(<CustomerServiceBall onOpen={() => {}} position={{ x: 12, y: 200 }} />);
    expect(button).not.toHaveAttribute('data-tucked');
    expect(positionOf(button)).toEqual({ x: 12, y: 200 });
  });

  it('moves by 16 px with the arrow keys and 64 px with Shift, and reports it', async () => {
    const onPositionChange = vi.fn();
    const user = userEvent.setup();
    render(
      <CustomerServiceBall
        onOpen={() => {}}
        defaultPosition={{ x: 200, y: 300 }}
        onPositionChange={onPositionChange}
      />,
    );
    const button = screen.getByRole('button');
    button.focus();
    await user.keyboard('{ArrowLeft}');
    expect(positionOf(button)).toEqual({ x: 184, y: 300 });
    await user.keyboard('{ArrowUp}');
    expect(positionOf(button)).toEqual({ x: 184, y: 284 });
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
    expect(positionOf(button)).toEqual({ x: 184, y: 348 });
    await user.keyboard('{ArrowRight}');
    expect(positionOf(button)).toEqual({ x: 200, y: 348 });
    expect(onPositionChange).toHaveBeenLastCalledWith({ x: 200, y: 348 });
  });

  it('does not leave the viewport by keyboard', async () => {
    const user = userEvent.setup();
    render(<CustomerServiceBall onOpen={() => {}} defaultPosition={{ x: 10, y: 20 }} />);
    const button = screen.getByRole('button');
    button.focus();
    await user.keyboard('{Shift>}{ArrowLeft}{ArrowUp}{/Shift}');
    expect(positionOf(button)).toEqual({ x: 0, y: 0 });
  });

  it('follows a controlled position and clamps what it is given', () => {
    const { rerender } = render(<CustomerServiceBall onOpen={() => {}} position={{ x: 40, y: 50 }} />);
    const button = screen.getByRole('button');
    expect(positionOf(button)).toEqual({ x: 40, y: 50 });
    rerender(<CustomerServiceBall onOpen={() => {}} position={{ x: 99999, y: -5 }} />);
    expect(positionOf(button)).toEqual({ x: window.innerWidth - 48, y: 0 });
  });

  it('moves with a drag, snaps to the nearer side on release, and does not open', async () => {
    const onOpen = vi.fn();
    const onPositionChange = vi.fn();
    render(
      <CustomerServiceBall onOpen={onOpen} defaultPosition={{ x: 500, y: 300 }} onPositionChange={onPositionChange} />,
    );
    const button = screen.getByRole('button');
    await waitForDrag(button);
    const pointer = { pointerId: 1, pointerType: 'mouse', buttons: 1 };
    fireEvent.pointerDown(button, { ...pointer, clientX: 520, clientY: 320 });
    fireEvent.pointerMove(window, { ...pointer, clientX: 320, clientY: 220 });
    expect(positionOf(button)).toEqual({ x: 300, y: 200 });
    expect(button).toHaveAttribute('data-dragging', 'true');
    fireEvent.pointerUp(window, { ...pointer, buttons: 0, clientX: 320, clientY: 220 });
    fireEvent.click(button, { detail: 1 });
    expect(positionOf(button)).toEqual({ x: 12, y: 200 });
    expect(button).toHaveAttribute('data-dragging', 'false');
    expect(onPositionChange).toHaveBeenCalledOnce();
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('opens after a press that moved less than the drag threshold', () => {
    const onOpen = vi.fn();
    render(<CustomerServiceBall onOpen={onOpen} defaultPosition={{ x: 500, y: 300 }} />);
    const button = screen.getByRole('button');
    const pointer = { pointerId: 1, pointerType: 'touch', buttons: 1 };
    fireEvent.pointerDown(button, { ...pointer, clientX: 520, clientY: 320 });
    fireEvent.pointerMove(window, { ...pointer, clientX: 522, clientY: 321 });
    fireEvent.pointerUp(window, { ...pointer, buttons: 0, clientX: 522, clientY: 321 });
    fireEvent.click(button, { detail: 1 });
    expect(positionOf(button)).toEqual({ x: 500, y: 300 });
    expect(onOpen).toHaveBeenCalledOnce();
  });

  it('does not open on arrow keys', () => {
    const onOpen = vi.fn();
    render(<CustomerServiceBall onOpen={onOpen} />);
    fireEvent.keyDown(screen.getByRole('button'), { key: 'ArrowLeft' });
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('stays on screen, at the same corner, after a rotation', () => {
    resizeWindow(667, 375);
    render(<CustomerServiceBall onOpen={() => {}} />);
    const button = screen.getByRole('button');
    expect(positionOf(button)).toEqual({ x: 667 - 48 - 12, y: 375 - 48 - 88 });
    resizeWindow(375, 667);
    expect(positionOf(button)).toEqual({ x: 375 - 48 - 12, y: 667 - 48 - 88 });
  });

  it('rests above the bottom inset the app gives, at the right edge', () => {
    render(<CustomerServiceBall onOpen={() => {}} insetBottom={120} />);
    const { innerWidth, innerHeight } = window;
    expect(positionOf(screen.getByRole('button'))).toEqual({ x: innerWidth - 48 - 12, y: innerHeight - 48 - 120 });
  });

  it('is never dragged into the bottom inset: released over it, it snaps above it', async () => {
    const onPositionChange = vi.fn();
    render(
      <CustomerServiceBall
        onOpen={() => {}}
        defaultPosition={{ x: 500, y: 300 }}
        insetBottom={100}
        onPositionChange={onPositionChange}
      />,
    );
    const button = screen.getByRole('button');
    await waitForDrag(button);
    const pointer = { pointerId: 1, pointerType: 'touch', buttons: 1 };
    fireEvent.pointerDown(button, { ...pointer, clientX: 520, clientY: 320 });
    fireEvent.pointerMove(window, { ...pointer, clientX: 700, clientY: 2000 });
    const bottom = window.innerHeight - 100 - 48;
    expect(positionOf(button).y).toBe(bottom);
    fireEvent.pointerUp(window, { ...pointer, buttons: 0, clientX: 700, clientY: 2000 });
    expect(positionOf(button)).toEqual({ x: window.innerWidth - 48 - 12, y: bottom });
    expect(onPositionChange).toHaveBeenLastCalledWith({ x: window.innerWidth - 48 - 12, y: bottom });
  });

  it('is not moved into the bottom inset by keyboard, nor placed there', async () => {
    const user = userEvent.setup();
    const bottom = window.innerHeight - 88 - 48;
    const { rerender } = render(<CustomerServiceBall onOpen={() => {}} defaultPosition={{ x: 100, y: bottom - 10 }} />);
    const button = screen.getByRole('button');
    button.focus();
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
    expect(positionOf(button)).toEqual({ x: 100, y: bottom });
    rerender(<CustomerServiceBall onOpen={() => {}} position={{ x: 100, y: 99999 }} insetBottom={200} />);
    expect(positionOf(button)).toEqual({ x: 100, y: window.innerHeight - 200 - 48 });
  });

  it('keeps out of the bottom inset given as offsetBottom alone (a page without a tab bar)', async () => {
    const user = userEvent.setup();
    render(<CustomerServiceBall onOpen={() => {}} offsetBottom={24} />);
    const button = screen.getByRole('button');
    expect(positionOf(button).y).toBe(window.innerHeight - 48 - 24);
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(positionOf(button).y).toBe(window.innerHeight - 48 - 24);
  });

  it('puts test ids on data attributes', () => {
    render(<CustomerServiceBall onOpen={() => {}} data={{ testid: 'support' }} />);
    expect(screen.getByRole('button')).toHaveAttribute('data-testid', 'support');
  });
});

describe('clampToViewport', () => {
  it('leaves a position inside the viewport alone', () => {
    expect(clampToViewport({ x: 100, y: 200 }, ball, phone)).toEqual({ x: 100, y: 200 });
  });

  it('pulls the ball back fully on screen on every side', () => {
    expect(clampToViewport({ x: -30, y: -1 }, ball, phone)).toEqual({ x: 0, y: 0 });
    expect(clampToViewport({ x: 400, y: 700 }, ball, phone)).toEqual({ x: 327, y: 619 });
    expect(clampToViewport({ x: 327, y: 619 }, ball, phone)).toEqual({ x: 327, y: 619 });
  });

  it('sticks to the top-left when the viewport is smaller than the ball', () => {
    expect(clampToViewport({ x: 10, y: 10 }, ball, { width: 40, height: 30 })).toEqual({ x: 0, y: 0 });
  });
});

describe('clampToViewport with insets', () => {
  it('keeps the ball out of the room kept clear at the top and bottom', () => {
    const insets = { top: 20, bottom: 68 };
    expect(clampToViewport({ x: 100, y: 600 }, ball, phone, insets)).toEqual({ x: 100, y: 667 - 68 - 48 });
    expect(clampToViewport({ x: 100, y: 5 }, ball, phone, insets)).toEqual({ x: 100, y: 20 });
    expect(clampToViewport({ x: 100, y: 300 }, ball, phone, insets)).toEqual({ x: 100, y: 300 });
  });

  it('sticks below the top inset when the room between is smaller than the ball', () => {
    expect(clampToViewport({ x: 0, y: 50 }, ball, { width: 375, height: 100 }, { top: 10, bottom: 68 })).toEqual({
      x: 0,
      y: 10,
    });
  });
});

describe('restingBallPosition', () => {
  it('is at the right edge, offsetBottom above the bottom', () => {
    expect(restingBallPosition(phone, ball, 68, { top: 0, bottom: 68 })).toEqual({
      x: 375 - 48 - 12,
      y: 667 - 48 - 68,
    });
  });

  it('never rests inside the bottom inset', () => {
    expect(restingBallPosition(phone, ball, 24, { top: 0, bottom: 68 })).toEqual({
      x: 375 - 48 - 12,
      y: 667 - 48 - 68,
    });
  });
});

describe('isDragMovement', () => {
  it('treats a small wobble as a tap', () => {
    expect(isDragMovement([0, 0])).toBe(false);
    expect(isDragMovement([3, -3])).toBe(false);
  });

  it('treats a movement past the threshold in any direction as a drag', () => {
    expect(isDragMovement([6, 0])).toBe(true);
    expect(isDragMovement([0, -8])).toBe(true);
    expect(isDragMovement([5, 5])).toBe(true);
    expect(isDragMovement([5, 5], 10)).toBe(false);
  });
});

describe('snapToEdge', () => {
  it('snaps to the nearer side edge and keeps the height', () => {
    expect(snapToEdge({ x: 100, y: 300 }, ball, phone)).toEqual({ x: 12, y: 300 });
    expect(snapToEdge({ x: 200, y: 300 }, ball, phone)).toEqual({ x: 375 - 48 - 12, y: 300 });
  });

  it('stays within the viewport', () => {
    expect(snapToEdge({ x: 10, y: 900 }, ball, phone)).toEqual({ x: 12, y: 619 });
  });

  it('snaps to the nearer side above the bottom inset (a tab bar)', () => {
    const insets = { top: 0, bottom: 68 };
    expect(snapToEdge({ x: 250, y: 640 }, ball, phone, undefined, insets)).toEqual({ x: 315, y: 667 - 68 - 48 });
    expect(snapToEdge({ x: 40, y: 200 }, ball, phone, undefined, insets)).toEqual({ x: 12, y: 200 });
  });

  it("decides the side by the ball's centre: exactly at the middle it goes right", () => {
    expect(snapToEdge({ x: 375 / 2 - 24, y: 100 }, ball, phone)).toEqual({ x: 315, y: 100 });
    expect(snapToEdge({ x: 375 / 2 - 24.5, y: 100 }, ball, phone)).toEqual({ x: 12, y: 100 });
  });
});

describe('tuckedBallPosition', () => {
  it('draws half of the ball behind the nearer side edge, at its height', () => {
    expect(tuckedBallPosition({ x: 315, y: 500 }, ball, phone)).toEqual({ x: 375 - 24, y: 500 });
    expect(tuckedBallPosition({ x: 12, y: 80 }, ball, phone)).toEqual({ x: -24, y: 80 });
    // The middle counts as right, as for snapping.
    expect(tuckedBallPosition({ x: (375 - 48) / 2, y: 80 }, ball, phone).x).toBe(375 - 24);
  });
});

describe('refitToViewport', () => {
  it('keeps the distance to the nearer edges when the viewport changes', () => {
    const landscape = { width: 667, height: 375 };
    expect(refitToViewport({ x: 315, y: 531 }, ball, phone, landscape)).toEqual({ x: 607, y: 239 });
    expect(refitToViewport({ x: 12, y: 40 }, ball, phone, landscape)).toEqual({ x: 12, y: 40 });
  });

  it('keeps out of the bottom inset in the new viewport', () => {
    const landscape = { width: 667, height: 375 };
    expect(refitToViewport({ x: 315, y: 300 }, ball, phone, landscape, { top: 0, bottom: 120 })).toEqual({
      x: 607,
      y: 375 - 120 - 48,
    });
  });

  it('clamps when the ball would end up off screen', () => {
    expect(refitToViewport({ x: 12, y: 300 }, ball, phone, { width: 375, height: 200 })).toEqual({ x: 12, y: 152 });
  });
});
