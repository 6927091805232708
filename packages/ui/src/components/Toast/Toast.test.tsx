import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useEffect, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { useToast, type ToastApi } from '../../headless/useToast.ts';
import { ThemeRoot } from '../ThemeRoot/ThemeRoot.tsx';
import { dutchBrand } from '../../themes/dutch/index.ts';
import { Toast, ToastProvider } from './Toast.tsx';

const inTheme = ({ children }: { children: ReactNode }) => (
  <ThemeRoot brand={dutchBrand}>
    <ToastProvider>{children}</ToastProvider>
  </ThemeRoot>
);

let toast: ToastApi;
function Capture() {
  const api = useToast();
  useEffect(() => {
    toast = api;
  }, [api]);
  return null;
}

describe('ToastProvider', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('announces a toast in a status region and removes it after 2 s', () => {
    render(<Capture />, { wrapper: inTheme });
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    act(() => void toast.show('Order geplaatst', { tone: 'positive' }));
    expect(status).toHaveTextContent('Order geplaatst');
    expect(status.closest('[data-brand]')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByText('Order geplaatst')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Order geplaatst')).not.toBeInTheDocument();
  });

  it('announces errors as alerts and shows one toast at a time', () => {
    render(<Capture />, { wrapper: inTheme });
    act(() => void toast.show('Eerste'));
    act(() => void toast.show('Saldo ontoereikend', { tone: 'negative' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Saldo ontoereikend');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByText('Eerste')).not.toBeInTheDocument();
  });

  it('honours a custom duration', () => {
    render(<Capture />, { wrapper: inTheme });
    act(() => void toast.show('Lang', { durationMs: 5000 }));
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByText('Lang')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Lang')).not.toBeInTheDocument();
  });
});

describe('Toast', () => {
  it('puts its tone and test ids on data attributes', () => {
    render(<Toast text="Let op" tone="pending" data={{ testid: 't' }} />);
    expect(screen.getByTestId('t')).toHaveAttribute('data-tone', 'pending');
  });
});
