import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { ThemeRoot } from '@broker/ui';
import { dutchBrand } from '@broker/ui/themes/dutch';
import { configMock } from '../../mocks/mockApi.ts';
import { paths } from '../../routes/paths.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { LoginAfterScreen } from './LoginAfterScreen.tsx';

const server = setupServer(configMock);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const inTheme = (node: ReactNode) => render(<ThemeRoot brand={dutchBrand}>{node}</ThemeRoot>);

describe('LoginAfterScreen', () => {
  const others = [paths.login.login, paths.login.register, paths.information.terms, paths.information.pric];

  it('welcomes with the configured title and leads to login and registration', async () => {
    inTheme(<ScreenHarness screen={<LoginAfterScreen />} path={paths.login.loginAfter} otherPaths={others} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welkom bij Dutch stocks' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Account aanmaken' }));
    expect(await screen.findByRole('heading', { name: paths.login.register })).toBeInTheDocument();
  });

  it('links the user agreement and the privacy policy', async () => {
    inTheme(<ScreenHarness screen={<LoginAfterScreen />} path={paths.login.loginAfter} otherPaths={others} />);
    expect(await screen.findByRole('link', { name: 'gebruikersovereenkomst' })).toHaveAttribute(
      'href',
      paths.information.terms,
    );
    await userEvent.click(screen.getByRole('link', { name: 'privacybeleid' }));
    expect(await screen.findByRole('heading', { name: paths.information.pric })).toBeInTheDocument();
  });
});
