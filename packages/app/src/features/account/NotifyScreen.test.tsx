import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths, withQuery } from '../../routes/paths.ts';
import { markNoticeRead } from '../../session/useAccount.ts';
import { renderScreen } from '../../testing/renderScreen.tsx';
import { signIn } from '../../testing/signIn.ts';
import { NotifyScreen } from './NotifyScreen.tsx';
import { handlers, noticesFixture } from './mocks.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => signIn());
beforeEach(() => server.use(...handlers()));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const show = () => renderScreen(<NotifyScreen />, paths.information.notify);

describe('NotifyScreen', () => {
  it('asks for the notices of the default market', async () => {
    const bodies: unknown[] = [];
    server.use(
      mockApi('user/notice', (body) => {
        bodies.push(body);
        return { data: noticesFixture };
      }),
    );
    show();
    expect(await screen.findAllByRole('link')).toHaveLength(noticesFixture.length);
    expect(bodies).toEqual([{ type: 'usd' }]);
  });

  it('marks the unread notices in words for screen readers', async () => {
    markNoticeRead('n5');
    markNoticeRead('n3');
    show();
    const read = await screen.findByRole('link', { name: /Trading hours on King’s Day/ });
    expect(read).not.toHaveTextContent('Ongelezen');
    expect(screen.getByRole('link', { name: /New share offering: Tulip Energy.*Ongelezen/ })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Ongelezen' })).toHaveLength(4);
  });

  it('opens a notice by its id', async () => {
    show();
    const link = await screen.findByRole('link', { name: /Maintenance on Sunday night/ });
    expect(link).toHaveAttribute('href', withQuery(paths.information.msgInfo, { id: 'n3' }));
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { name: paths.information.msgInfo })).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    server.use(mockApi('user/notice', { data: [] }));
    show();
    expect(await screen.findByText('Er zijn nog geen mededelingen.')).toBeInTheDocument();
  });

  it('retries a failed load', async () => {
    server.use(mockApi('user/notice', { error: 'error.system.busy' }));
    show();
    const retry = await screen.findByRole('button', { name: 'Opnieuw proberen' });
    server.use(mockApi('user/notice', { data: noticesFixture }));
    await userEvent.click(retry);
    expect(await screen.findAllByRole('link')).toHaveLength(noticesFixture.length);
  });
});
