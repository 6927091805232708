import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer.ts';
import { addCard, randomCardNumber } from '../testing/funds.ts';
import { paginate, type PagedQuery } from './paginate.ts';

const letters = ['a', 'b', 'c', 'd', 'e'];

/** A query over `letters` that records the windows it was asked for. */
function query(rows: readonly string[]) {
  const windows: { limit: number; offset: number }[] = [];
  const source: PagedQuery<string> = {
    total: async () => rows.length,
    rows: async (window) => {
      windows.push(window);
      return rows.slice(window.offset, window.offset + window.limit);
    },
  };
  return { source, windows };
}

describe('paginate', () => {
  it('pages a list in memory: first, middle, last partial, past the end', async () => {
    expect(await paginate({ page: 1, size: 2 }, letters)).toEqual({ items: ['a', 'b'], total: 5, page: 1, size: 2 });
    expect(await paginate({ page: 2, size: 2 }, letters)).toEqual({ items: ['c', 'd'], total: 5, page: 2, size: 2 });
    expect(await paginate({ page: 3, size: 2 }, letters)).toEqual({ items: ['e'], total: 5, page: 3, size: 2 });
    expect(await paginate({ page: 4, size: 2 }, letters)).toEqual({ items: [], total: 5, page: 4, size: 2 });
    expect(await paginate({ page: 1, size: 100 }, letters)).toMatchObject({ items: letters, total: 5 });
    expect(await paginate({ page: 1, size: 20 }, [])).toEqual({ items: [], total: 0, page: 1, size: 20 });
  });

  it('asks a query for one window: limit = size, offset = (page − 1) × size', async () => {
    const { source, windows } = query(letters);
    expect(await paginate({ page: 3, size: 2 }, source)).toEqual({ items: ['e'], total: 5, page: 3, size: 2 });
    expect(await paginate({ page: 9, size: 2 }, source)).toEqual({ items: [], total: 5, page: 9, size: 2 });
    expect(windows).toEqual([
      { limit: 2, offset: 4 },
      { limit: 2, offset: 16 },
    ]);
  });

  it("views only the page's rows, all at once", async () => {
    const seen: string[][] = [];
    const view = async (rows: string[]) => {
      seen.push(rows);
      return rows.map((row) => row.toUpperCase());
    };
    expect(await paginate({ page: 2, size: 2 }, letters, view)).toMatchObject({ items: ['C', 'D'], total: 5 });
    expect(await paginate({ page: 2, size: 2 }, query(letters).source, view)).toMatchObject({ items: ['C', 'D'] });
    expect(seen).toEqual([
      ['c', 'd'],
      ['c', 'd'],
    ]);
  });
});

describe('paginate over HTTP (card/list)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it("pages one user's rows, newest first; a page past the end is empty with the total", async () => {
    const user = await server.register();
    const other = await server.register();
    await addCard(server, other, randomCardNumber());
    const added = [];
    for (let i = 0; i < 3; i += 1) {
      added.push(await addCard(server, user, randomCardNumber()));
      server.clock.advance(1000);
    }
    const page = async (body: Record<string, number>) =>
      (await server.post('card/list', body, user.headers)).body.data as { items: { id: string }[] };
    const newestFirst = added.map((card) => card.id).reverse();
    expect(await page({ page: 1, size: 2 })).toMatchObject({ total: 3, page: 1, size: 2 });
    expect((await page({ page: 1, size: 2 })).items.map((card) => card.id)).toEqual(newestFirst.slice(0, 2));
    expect((await page({ page: 2, size: 2 })).items.map((card) => card.id)).toEqual(newestFirst.slice(2));
    expect(await page({ page: 3, size: 2 })).toEqual({ items: [], total: 3, page: 3, size: 2 });
    expect(await page({})).toMatchObject({ total: 3, page: 1, size: 20 });
  });
});
