import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPost, ApiFailure, setApiFeedback, type ApiFeedback } from './client.ts';
import { sessionStore } from '../session/sessionStore.ts';

function answer(status: number, body: unknown) {
  return vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

let feedback: { toast: ReturnType<typeof vi.fn>; unauthorized: ReturnType<typeof vi.fn> };

beforeEach(() => {
  feedback = { toast: vi.fn(), unauthorized: vi.fn() };
  setApiFeedback(feedback as unknown as ApiFeedback);
});
afterEach(() => {
  vi.unstubAllGlobals();
  setApiFeedback(null);
});

describe('apiPost', () => {
  it('sends the session headers and returns checked data', async () => {
    sessionStore.signIn({ token: 'tok', account: 'alice', id: '1' });
    const fetchMock = answer(200, { status: 1, msg: 'success.ok', data: [{ name: 'title', value: 'X' }] });
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiPost('common/config', { type: 'all' })).resolves.toEqual([{ name: 'title', value: 'X' }]);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/vue/common/config');
    expect(init.headers).toMatchObject({ token: 'tok', account: 'alice' });
    expect(feedback.toast).not.toHaveBeenCalled();
  });

  it('toasts a business error and throws it to the caller', async () => {
    vi.stubGlobal('fetch', answer(200, { status: 0, msg: 'error.system.busy', data: null }));
    await expect(apiPost('common/config', { type: 'all' })).rejects.toMatchObject({ key: 'error.system.busy' });
    expect(feedback.toast).toHaveBeenCalledWith('error.system.busy', null);
  });

  it('hands withdrawal bounds to the caller without a toast', async () => {
    vi.stubGlobal('fetch', answer(200, { status: 0, msg: 'error.withdrawal.belowMinimum', data: { min: '100' } }));
    const failure = await apiPost('common/config', { type: 'all' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect((failure as ApiFailure).data).toEqual({ min: '100' });
    expect(feedback.toast).not.toHaveBeenCalled();
  });

  it('reports a 401 as unauthorized', async () => {
    vi.stubGlobal('fetch', answer(401, { status: 0, msg: 'error.session.expired', data: null }));
    await expect(apiPost('common/config', { type: 'all' })).rejects.toMatchObject({ key: 'error.session.expired' });
    expect(feedback.unauthorized).toHaveBeenCalledOnce();
    expect(feedback.toast).not.toHaveBeenCalled();
  });

  it('turns a network failure and a non-JSON answer into client.network', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await expect(apiPost('common/config', { type: 'all' })).rejects.toMatchObject({ key: 'error.client.network' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>', { status: 502 })),
    );
    await expect(apiPost('common/config', { type: 'all' })).rejects.toMatchObject({ key: 'error.client.network' });
  });

  it('rejects data of the wrong shape', async () => {
    vi.stubGlobal('fetch', answer(200, { status: 1, msg: 'success.ok', data: [{ name: 1 }] }));
    await expect(apiPost('common/config', { type: 'all' })).rejects.toMatchObject({ key: 'error.client.network' });
  });

  it('reports an abort by the caller without a toast', async () => {
    const controller = new AbortController();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      ),
    );
    const pending = apiPost('common/config', { type: 'all' }, controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ key: 'error.client.aborted' });
    expect(feedback.toast).not.toHaveBeenCalled();
  });

  it('leaves every failure of a quiet call to the caller: no toast, no 401 flow', async () => {
    vi.stubGlobal('fetch', answer(200, { status: 0, msg: 'error.system.busy', data: null }));
    await expect(apiPost('common/config', { type: 'all' }, undefined, { quiet: true })).rejects.toMatchObject({
      key: 'error.system.busy',
    });
    vi.stubGlobal('fetch', answer(401, { status: 0, msg: 'error.session.expired', data: null }));
    await expect(apiPost('common/config', { type: 'all' }, undefined, { quiet: true })).rejects.toMatchObject({
      key: 'error.session.expired',
      httpStatus: 401,
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await expect(apiPost('common/config', { type: 'all' }, undefined, { quiet: true })).rejects.toMatchObject({
      key: 'error.client.network',
    });
    expect(feedback.toast).not.toHaveBeenCalled();
    expect(feedback.unauthorized).not.toHaveBeenCalled();
  });
});
