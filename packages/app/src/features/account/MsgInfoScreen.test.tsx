import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { storageKeys } from '@broker/domain';
import { mockApi } from '../../mocks/mockApi.ts';
import { formatDateTimeIn } from '../../i18n/formatDate.ts';
import { paths, withQuery } from '../../routes/paths.ts';
import { renderScreen } from '../../testing/renderScreen.tsx';
import { signIn } from '../../testing/signIn.ts';
import { MsgInfoScreen } from './MsgInfoScreen.tsx';
import { handlers, noticeDetailFixture } from './mocks.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => signIn());
beforeEach(() => server.use(...handlers()));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const show = (id?: string) =>
  renderScreen(<MsgInfoScreen />, paths.information.msgInfo, {
    initialEntry: id === undefined ? paths.information.msgInfo : withQuery(paths.information.msgInfo, { id }),
  });

const readIds = () => (JSON.parse(localStorage.getItem(storageKeys.readMsg) ?? '{"ids":[]}') as { ids: string[] }).ids;

describe('MsgInfoScreen', () => {
  it('words a notice to the user from its kind, in the user’s language, and leads to its screen', async () => {
    const notice = {
      ...noticeDetailFixture,
      id: 'u1',
      title: '',
      summary: null,
      content: null,
      market: null,
      kind: 'marginCritical' as const,
      params: { currency: 'USD', levelPct: '61.5' },
    };
    server.use(mockApi('user/noticeDetail', { data: notice }));
    const { user } = show('u1');
    expect(await screen.findByRole('heading', { level: 2, name: 'Margeniveau kritiek' })).toBeInTheDocument();
    expect(screen.getByText(/posities met hefboom in USD is 61,50 %/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Naar marge' }));
    expect(await screen.findByRole('heading', { name: paths.trade.margin })).toBeInTheDocument();
    expect(readIds()).toContain('u1');
  });

  it('loads the notice of the id in the query, shows it and marks it read', async () => {
    const bodies: unknown[] = [];
    server.use(
      mockApi('user/noticeDetail', (body) => {
        bodies.push(body);
        return { data: noticeDetailFixture };
      }),
    );
    show('n5');
    expect(await screen.findByRole('heading', { level: 2, name: 'Trading hours on King’s Day' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Mededeling' })).toBeInTheDocument();
    expect(screen.getByText(formatDateTimeIn(noticeDetailFixture.createdAt, 'nl'))).toBeInTheDocument();
    expect(screen.getByText('open as usual')).toContainHTML('strong');
    expect(bodies).toEqual([{ id: 'n5' }]);
    await expect.poll(readIds).toEqual(['n5']);
  });

  it('strips scripts and event handlers from the content', async () => {
    server.use(
      mockApi('user/noticeDetail', {
        data: {
          ...noticeDetailFixture,
          content:
            '<p id="body" onclick="alert(1)">Hallo</p><script>window.hacked = true</script><img src="x" onerror="alert(2)">',
        },
      }),
    );
    const { container } = show('n5');
    const paragraph = await screen.findByText('Hallo');
    expect(paragraph).not.toHaveAttribute('onclick');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).not.toHaveAttribute('onerror');
  });

  it('shows "not found" for an unknown notice, with a way to all notices', async () => {
    server.use(mockApi('user/noticeDetail', { error: 'error.content.notFound' }));
    show('gone');
    expect(await screen.findByText('Deze mededeling bestaat niet (meer).')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Naar alle mededelingen' }));
    expect(await screen.findByRole('heading', { name: paths.information.notify })).toBeInTheDocument();
    expect(readIds()).toEqual([]);
  });

  it('shows "not found" without asking the server when there is no id', async () => {
    show();
    expect(await screen.findByText('Deze mededeling bestaat niet (meer).')).toBeInTheDocument();
  });

  it('retries other failures', async () => {
    server.use(mockApi('user/noticeDetail', { error: 'error.system.busy' }));
    show('n5');
    const retry = await screen.findByRole('button', { name: 'Opnieuw proberen' });
    server.use(mockApi('user/noticeDetail', { data: noticeDetailFixture }));
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { level: 2, name: 'Trading hours on King’s Day' })).toBeInTheDocument();
  });
});
