import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../http/envelope.ts';
import { paginate } from '../../http/paginate.ts';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';
import { ReviewRegistry, type ReviewDecideBody, type ReviewSource } from '../../core/reviews.ts';

/**
 * The review registry: review/list and review/decide dispatch by entity to the source a slice
 * registered. A test source for `margin` stands in for the trading slice's.
 */
const applications = [
  { id: 'margin-1', account: 'alice', status: 'applied' },
  { id: 'margin-2', account: 'bob', status: 'applied' },
  { id: 'margin-3', account: 'carol', status: 'approved' },
];
const decisions: { body: ReviewDecideBody; remark: string | null }[] = [];

const marginSource: ReviewSource = {
  entity: 'margin',
  list: (body) =>
    paginate(
      body,
      applications.filter((item) => item.status === (body.status ?? 'applied')),
    ),
  decide: async (body, remark) => {
    const found = applications.find((item) => item.id === body.id);
    if (!found) throw new ApiError('error.order.notFound');
    decisions.push({ body, remark });
    return { ...found, status: body.decision === 'approve' ? 'approved' : 'rejected', remark };
  },
};

let server: TestServer;
let registered: string[] = [];

beforeAll(async () => {
  server = await startTestServer({
    extraRoutes: (_app, _deps, { reviews }) => {
      reviews.replace(marginSource);
      registered = reviews.entities;
    },
  });
});
afterAll(async () => {
  await server?.close();
});

const decide = (body: Record<string, unknown>) =>
  server.admin('review/decide', { requestId: randomUUID(), decision: 'approve', ...body });

describe('review sources by entity', () => {
  it('holds the sources the slices registered', () => {
    expect(registered.toSorted()).toEqual(['deposit', 'intraday', 'loan', 'margin', 'realName', 'withdrawal']);
  });

  it("review/list answers from the entity's source, with its filters and page", async () => {
    const { body } = await server.admin('review/list', { entity: 'margin', size: 1, page: 2 });
    expect(body).toEqual({
      status: 1,
      msg: 'success.ok',
      data: { items: [applications[1]], total: 2, page: 2, size: 1 },
    });
    const approved = await server.admin('review/list', { entity: 'margin', status: 'approved' });
    expect(approved.body.data).toEqual({ items: [applications[2]], total: 1, page: 1, size: 20 });
  });

  it('review/decide hands the source the trimmed remark; a rejection without one never reaches it', async () => {
    const approved = await decide({ entity: 'margin', id: 'margin-1', remark: '  fine  ' });
    expect(approved.body).toMatchObject({
      status: 1,
      msg: 'success.admin.review.decide',
      data: { id: 'margin-1', status: 'approved', remark: 'fine' },
    });
    expect(decisions.at(-1)).toMatchObject({ body: { entity: 'margin', id: 'margin-1' }, remark: 'fine' });
    const count = decisions.length;
    expect((await decide({ entity: 'margin', id: 'margin-2', decision: 'reject', remark: ' ' })).body).toEqual({
      status: 0,
      msg: 'error.validation.required',
      data: { field: 'remark' },
    });
    expect(decisions).toHaveLength(count);
    expect((await decide({ entity: 'margin', id: 'margin-9' })).body.msg).toBe('error.order.notFound');
  });

  it('an entity without a source lists nothing and decides order.notFound', async () => {
    // Every review type has its source today: a registry without one stands for a type still to come.
    const empty = new ReviewRegistry();
    const page = await empty.list({ entity: 'loan', page: 3, size: 5 }, new Date());
    expect(page).toEqual({ items: [], total: 0, page: 3, size: 5 });
    const body = { requestId: randomUUID(), entity: 'loan', id: 'x-1', decision: 'approve' } as const;
    await expect(empty.decide(body, null, new Date())).rejects.toMatchObject({ key: 'error.order.notFound' });
  });

  it('refuses a second source for the same entity', () => {
    const registry = new ReviewRegistry();
    registry.add(marginSource);
    expect(() => registry.add({ ...marginSource })).toThrow("review source 'margin' registered twice");
  });
});
