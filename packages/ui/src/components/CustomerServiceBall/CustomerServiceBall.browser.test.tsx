import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cdp, page } from 'vitest/browser';
// Types of `cdp().send` (the Playwright provider's CDP session).
import type {} from '@vitest/browser-playwright';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '../ThemeRoot/ThemeRoot.tsx';
import { dutchBrand } from '../../themes/dutch/index.ts';
import { CustomerServiceBall } from './CustomerServiceBall.tsx';

/** The ball with real touch input (Chromium): dragging it, and scrolling the page around it. */

/** Where a point of this test frame is on the top-level page (CDP input uses the page's coordinates). */
function pagePoint(x: number, y: number): { x: number; y: number } {
  const frame = window.frameElement?.getBoundingClientRect();
  const scale = frame ? frame.width / window.innerWidth : 1;
  return { x: (frame?.left ?? 0) + x * scale, y: (frame?.top ?? 0) + y * scale };
}

/** One finger from `from` to `to` in small steps, then lifted. */
async function swipe(from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', at?: { x: number; y: number }) =>
    cdp().send('Input.dispatchTouchEvent', { type, touchPoints: at ? [{ ...pagePoint(at.x, at.y), id: 0 }] : [] });
  await touch('touchStart', from);
  for (let step = 1; step <= 10; step++) {
    await touch('touchMove', { x: from.x + ((to.x - from.x) * step) / 10, y: from.y + ((to.y - from.y) * step) / 10 });
  }
  await touch('touchEnd');
}

const settled = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/**
 * Laid out in its place, and its drag bound: the theme's inset is measured when the browser lays
 * the page out, and the gesture library loads after the first render (issue #17).
 */
async function dragReady(ball: HTMLElement): Promise<void> {
  await waitFor(() => expect(ball).toHaveAttribute('data-placed', 'true'));
  await waitFor(() => expect(ball).toHaveAttribute('data-draggable', 'true'));
  await settled();
}

function Page({ onOpen }: { onOpen: () => void }) {
  return (
    <ThemeRoot brand={dutchBrand}>
      <button type="button">Before</button>
      <div style={{ height: 3000 }}>A long page</div>
      <CustomerServiceBall onOpen={onOpen} label="Klantenservice" />
    </ThemeRoot>
  );
}

describe('CustomerServiceBall in a browser', () => {
  beforeAll(async () => {
    await page.viewport(375, 667);
    document.documentElement.style.fontSize = '100px';
  });
  afterAll(() => {
    document.documentElement.style.fontSize = '';
  });

  it('is dragged by touch to the left half and snaps to the left edge, without opening', async () => {
    const onOpen = vi.fn();
    render(<Page onOpen={onOpen} />);
    const ball = screen.getByRole('button', { name: 'Klantenservice' });
    await dragReady(ball);
    const start = ball.getBoundingClientRect();
    await swipe(
      { x: start.left + start.width / 2, y: start.top + start.height / 2 },
      { x: 100, y: start.top + start.height / 2 - 150 },
    );
    await waitFor(() => expect(ball.getBoundingClientRect().left).toBeCloseTo(12, 0));
    expect(ball.getBoundingClientRect().top).toBeCloseTo(start.top - 150, 0);
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('does not trap the page: a swipe beside it scrolls, also after it was dragged', async () => {
    render(<Page onOpen={() => {}} />);
    const ball = screen.getByRole('button', { name: 'Klantenservice' });
    await dragReady(ball);
    const start = ball.getBoundingClientRect();
    await swipe({ x: start.left + 20, y: start.top + 20 }, { x: 150, y: 200 });
    await waitFor(() => expect(ball.getAttribute('data-dragging')).toBe('false'));
    window.scrollTo(0, 0);
    await swipe({ x: 180, y: 500 }, { x: 180, y: 200 });
    await waitFor(() => expect(window.scrollY).toBeGreaterThan(100));
  });

  it('is in the tab order and opens with Enter', async () => {
    const onOpen = vi.fn();
    render(<Page onOpen={onOpen} />);
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Before' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Klantenservice' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledOnce();
  });
});
