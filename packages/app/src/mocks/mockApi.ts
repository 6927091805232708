import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { API_BASE_PATH, endpoints, type EndpointPath, type RequestOf, type ResponseOf } from '@broker/contract';

type Answer<P extends EndpointPath> =
  { data: ResponseOf<P> } | { error: string; data?: unknown; http?: number } | { loading: true };

/**
 * A mock of one `/api/vue/` endpoint for stories and screen tests (MSW). Success data is checked
 * against the contract's response schema, so a mock can never drift from the real server.
 */
export function mockApi<P extends EndpointPath>(
  path: P,
  answer: Answer<P> | ((body: RequestOf<P>) => Answer<P> | Promise<Answer<P>>),
  options: { delayMs?: number } = {},
): HttpHandler {
  return http.post(`*${API_BASE_PATH}${path}`, async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as RequestOf<P>;
    const result = typeof answer === 'function' ? await answer(body) : answer;
    if (options.delayMs) await delay(options.delayMs);
    if ('loading' in result) {
      await delay('infinite');
      return HttpResponse.json({});
    }
    if ('error' in result) {
      return HttpResponse.json(
        { status: 0, msg: result.error, data: result.data ?? null },
        { status: result.http ?? 200 },
      );
    }
    const data = endpoints[path].response.parse(result.data);
    const write = (endpoints[path] as { write?: boolean }).write;
    return HttpResponse.json({ status: 1, msg: write ? `success.${path.replaceAll('/', '.')}` : 'success.ok', data });
  });
}

/** The config every screen starts with (the reference server's defaults). */
const configFixture = [
  { name: 'title', value: 'Dutch stocks' },
  { name: 'logo', value: '/brand/logo.svg' },
  { name: 'kefu', value: 'https://support.example.test/chat' },
  { name: 'imageBase', value: '' },
  { name: 'accountRule', value: 'any' },
  { name: 'baseCurrency', value: 'EUR' },
];

export const configMock = mockApi('common/config', { data: configFixture });

/** `common/config` with some values of another broker (e.g. `{ baseCurrency: 'USD' }`). */
export const configMockWith = (values: Record<string, string>) =>
  mockApi('common/config', {
    data: configFixture.map((entry) => ({ ...entry, value: values[entry.name] ?? entry.value })),
  });

/** One page of a list, as the server pages (api.md §1.4: page from 1, size 20 by default). */
export function pageOf<T>(all: readonly T[], request: { page?: number; size?: number }) {
  const page = request.page ?? 1;
  const size = request.size ?? 20;
  const start = (page - 1) * size;
  return { items: all.slice(start, start + size), total: all.length, page, size };
}
