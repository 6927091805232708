/**
 * The files `npm run new:slice` writes for a slice (docs/slices.md "The scaffold"): the structure
 * of a product slice in every package — its records of an account, listed on its one screen —
 * and nothing of a product. Each file says where its product goes.
 */
import type { Language } from '@broker/domain';

export interface SliceNames {
  /** The slice key: `blockTrade` (folders, locale namespace, Storybook `Screens/<Key>`). */
  key: string;
  /** `BlockTrade`. */
  Key: string;
  /** `block_trade` (its tables). */
  snake: string;
  /** `block-trade` (its e2e file, its table's index names). */
  kebab: string;
  /** The first segment of its API paths: `blockTrade` → `blockTrade/records`. */
  prefix: string;
  /** The route of its screen: `/home/blockTrade`. */
  path: string;
  /** Its place among the timed sources (timed/registry.ts). */
  order: number;
  /** The screen's title in every language. */
  titles: Record<Language, string>;
}

/** The empty list's text, in every language of the product. */
export const emptyTexts: Record<Language, string> = {
  nl: 'Hier staat nog niets.',
  en: 'Nothing here yet.',
  de: 'Hier ist noch nichts.',
  'zh-Hant': '這裡還沒有內容。',
  'zh-Hans': '这里还没有内容。',
  ko: '아직 아무것도 없습니다.',
};

export function templates(n: SliceNames): Record<string, string> {
  const { key, Key, snake, prefix } = n;
  const records = `${prefix}/records`;
  return {
    // ---- domain ----
    [`packages/domain/src/${key}/index.ts`]: `// The ${key} slice's rules (docs/slices.md "Where a rule goes"): what the server enforces and the
// app checks early — amounts, limits, statuses and their transitions, which field an error
// belongs to. Pure: \`nowMs\` is passed in; every rule is 100 % covered. It has none yet.
export {};
`,

    // ---- contract ----
    [`packages/contract/src/${key}/objects.ts`]: `import { z } from '../zod.ts';
import { idSchema, timeSchema } from '../primitives.ts';

/** A record of the ${key} slice, as the account's list shows it. Its product adds its own fields. */
export const ${key}RecordSchema = z.object({
  id: idSchema,
  orderNo: z.string(),
  createdAt: timeSchema,
});
export type ${Key}Record = z.infer<typeof ${key}RecordSchema>;
`,
    [`packages/contract/src/${key}/schemas.ts`]: `import { z } from '../zod.ts';
import { pageRequest, pageSchema } from '../primitives.ts';
import { ${key}RecordSchema } from './objects.ts';

/** \`${records}\`: the account's records, newest first. */
export const ${key}RecordsRequestSchema = z.object({ ...pageRequest });
export const ${key}RecordsResponseSchema = pageSchema(${key}RecordSchema);
`,
    [`packages/contract/src/${key}/endpoints.ts`]: `import { endpoint } from '../endpoint.ts';
import { ${key}RecordsRequestSchema, ${key}RecordsResponseSchema } from './schemas.ts';

/** The ${key} slice: \`${prefix}/*\`. */
export const ${key}Endpoints = {
  '${records}': endpoint({
    request: ${key}RecordsRequestSchema,
    response: ${key}RecordsResponseSchema,
    public: false,
    summary: 'The account’s ${key} records, newest first.',
  }),
} as const;
`,
    [`packages/contract/src/${key}/index.ts`]: `export * from './objects.ts';
export * from './schemas.ts';
`,
    [`packages/contract/src/${key}/${key}.test.ts`]: `import { describe, expect, it } from 'vitest';
import { ${key}RecordsRequestSchema, ${key}RecordsResponseSchema } from './schemas.ts';

describe('${key} schemas', () => {
  it('take a page and answer a page of records', () => {
    expect(${key}RecordsRequestSchema.parse({})).toEqual({ page: 1, size: 20 });
    const record = { id: 'r1', orderNo: 'R1', createdAt: '2026-11-23T10:00:00Z' };
    expect(${key}RecordsResponseSchema.parse({ items: [record], total: 1, page: 1, size: 20 }).items).toEqual([record]);
    expect(${key}RecordsResponseSchema.safeParse({ items: [{ id: 'r1' }], total: 1, page: 1, size: 20 }).success).toBe(
      false,
    );
  });
});
`,

    // ---- server ----
    [`packages/server/src/features/${key}/schema.ts`]: `import { bigserial, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns.ts';
import { accounts } from '../../db/coreSchema.ts';

/**
 * The ${key} slice's tables (its migration: \`npx drizzle-kit generate --config
 * packages/server/drizzle.config.ts --name ${key}\`). Its records, one per request id of an account;
 * the product adds its columns.
 */
export const ${key}Records = pgTable(
  '${snake}_records',
  {
    id: text('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull().unique(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    requestId: text('request_id').notNull(),
    orderNo: text('order_no').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('${snake}_records_request_idx').on(t.accountId, t.requestId),
    index('${snake}_records_account_idx').on(t.accountId, t.seq),
  ],
);
`,
    [`packages/server/src/features/${key}/records.ts`]: `import { desc, eq } from 'drizzle-orm';
import type { ${Key}Record } from '@broker/contract';
import type { Db } from '../../db/open.ts';
import { paginate } from '../../http/paginate.ts';
import type { RouteBody } from '../../http/routes.ts';
import { toApiTime } from '../../lib/time.ts';
import { ${key}Records } from './schema.ts';

type RecordRow = typeof ${key}Records.$inferSelect;

export const recordView = (row: RecordRow): ${Key}Record => ({
  id: row.id,
  orderNo: row.orderNo,
  createdAt: toApiTime(row.createdAt),
});

/** \`${records}\`: the account's records, newest first (another account's are never read). */
export function listRecords(db: Db, accountId: string, body: RouteBody<'${records}'>) {
  const where = eq(${key}Records.accountId, accountId);
  return paginate(
    body,
    {
      total: () => db.$count(${key}Records, where),
      rows: ({ limit, offset }) =>
        db.select().from(${key}Records).where(where).orderBy(desc(${key}Records.seq)).limit(limit).offset(offset),
    },
    (rows) => rows.map(recordView),
  );
}
`,
    [`packages/server/src/features/${key}/catchUp.ts`]: `import type { TimedSource } from '../../timed/registry.ts';

/** The slice's place among the timed sources (docs/slices.md "Time-driven work"): say why it is here. */
export const ${snake.toUpperCase()}_ORDER = ${n.order};

/**
 * The ${key} slice as a timed source (timed/registry.ts): the work time brings to its records,
 * applied before every request of an account and by the one sweep. It has none yet, so no account
 * is due; its product's work goes in \`catchUp\` (claims of timed/claims.ts, idempotent per instant)
 * and \`dueAccounts\` (the accounts with work due).
 */
export function ${key}Source(): TimedSource {
  return {
    slice: '${key}',
    order: ${snake.toUpperCase()}_ORDER,
    dueAccounts: async () => [],
    catchUp: async () => undefined,
  };
}
`,
    [`packages/server/src/features/${key}/routes.ts`]: `import type { FastifyInstance } from 'fastify';
import { defineRoute, type RouteDeps } from '../../http/routes.ts';
import type { TimedRegistry } from '../../timed/registry.ts';
import { ${key}Source } from './catchUp.ts';
import { listRecords } from './records.ts';

export interface ${Key}RouteOptions {
  /** Where the slice's time-driven work goes. */
  timed: TimedRegistry;
}

/** The ${key} slice (docs/slices.md): its records; its timed source. */
export function register${Key}Routes(app: FastifyInstance, deps: RouteDeps, options: ${Key}RouteOptions): void {
  options.timed.add(${key}Source());
  defineRoute(app, deps, '${records}', async (body, { session }) => listRecords(deps.db, session.accountId, body));
}
`,
    [`packages/server/src/features/${key}/index.ts`]: `/** The ${key} slice's public surface (docs/slices.md): what other slices may call. */
export { register${Key}Routes, type ${Key}RouteOptions } from './routes.ts';
export { ${snake.toUpperCase()}_ORDER } from './catchUp.ts';
`,
    [`packages/server/src/features/${key}/${key}.test.ts`]: `import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from '../../testing/testServer.ts';
import type { TimedRegistry } from '../../timed/registry.ts';
import { ${snake.toUpperCase()}_ORDER } from './catchUp.ts';
import { ${key}Records } from './schema.ts';

let server: TestServer;
let timed: TimedRegistry;
let user: TestUser;
let other: TestUser;

beforeAll(async () => {
  server = await startTestServer({
    extraRoutes: (_app, deps) => {
      timed = deps.timed;
    },
  });
  user = await server.register('${key.toLowerCase().slice(0, 8)}');
  other = await server.register('${key.toLowerCase().slice(0, 8)}');
});
afterAll(async () => {
  await server?.close();
});

describe('the ${key} slice', () => {
  it('is a timed source at its place', () => {
    const source = timed.sources.find((item) => item.slice === '${key}');
    expect(source?.order).toBe(${snake.toUpperCase()}_ORDER);
  });

  it('lists the account’s records, newest first, never another account’s', async () => {
    expect((await server.post('${records}', {}, user.headers)).body.data).toEqual({ items: [], total: 0, page: 1, size: 20 });
    const row = (accountId: string, orderNo: string, ms: number) => ({
      id: randomUUID(),
      accountId,
      requestId: randomUUID(),
      orderNo,
      createdAt: new Date(ms),
    });
    await server.database.db
      .insert(${key}Records)
      .values([row(user.id, 'A1', 1000), row(user.id, 'A2', 2000), row(other.id, 'B1', 3000)]);
    const page = (await server.post('${records}', {}, user.headers)).body.data;
    expect(page.total).toBe(2);
    expect(page.items.map((item: { orderNo: string }) => item.orderNo)).toEqual(['A2', 'A1']);
    expect((await server.post('${records}', {})).http).toBe(401);
  });
});
`,

    // ---- app ----
    [`packages/app/src/features/${key}/index.ts`]: `// What other features may import from the ${key} feature (docs/slices.md): nothing yet.
export {};
`,
    [`packages/app/src/features/${key}/routes.ts`]: `import type { RouteObject } from 'react-router-dom';
import { paths } from '../../routes/paths.ts';
import { lazyScreen } from '../../routes/lazyScreen.ts';

/** The ${key} slice's screens (behind the session). */
export const ${key}Routes: RouteObject[] = [
  { path: paths.${key}.index, lazy: lazyScreen(() => import('./${Key}Screen.tsx'), '${Key}Screen') },
];
`,
    [`packages/app/src/features/${key}/api.ts`]: `import { useApiPagedList } from '../../api/pagedList.ts';

const PAGE_SIZE = 20;

/** The account's ${key} records, newest first, paged. */
export const use${Key}Records = () => useApiPagedList('${records}', {}, PAGE_SIZE);
`,
    [`packages/app/src/features/${key}/${Key}Screen.tsx`]: `import { useTranslation } from 'react-i18next';
import { Empty, RecordsList } from '@broker/ui';
import type { ${Key}Record } from '@broker/contract';
import { useFormatDateTime } from '../../i18n/formatDate.ts';
import { OfflineNotice, useRetryWhenOnline } from '../../shell/OfflineNotice.tsx';
import { RecordItem } from '../../shell/RecordItem.tsx';
import { Screen } from '../../shell/Screen.tsx';
import { use${Key}Records } from './api.ts';

const renderItem = (record: ${Key}Record) => <RecordRow record={record} />;
const itemKey = (record: ${Key}Record) => record.id;

/** ${n.path}: the account's ${key} records, newest first, paged, with pull-to-refresh. */
export function ${Key}Screen() {
  const { t } = useTranslation();
  const list = use${Key}Records();
  // Offline: the last records stay, a notice says so, and the list reads again once back online.
  useRetryWhenOnline(list.retry);
  return (
    <Screen title={t('${key}.title')}>
      <OfflineNotice />
      <RecordsList
        label={t('${key}.title')}
        list={list}
        renderItem={renderItem}
        itemKey={itemKey}
        estimateSize={72}
        onRefresh={list.refresh}
        empty={<Empty title={t('${key}.empty')} />}
      />
    </Screen>
  );
}

function RecordRow({ record }: { record: ${Key}Record }) {
  const format = useFormatDateTime();
  return <RecordItem title={record.orderNo} amount={null} lines={[[format(record.createdAt)]]} />;
}
`,
    [`packages/app/src/features/${key}/mocks.ts`]: `import type { HttpHandler } from 'msw';
import type { ${Key}Record } from '@broker/contract';
import { configMock, mockApi, pageOf } from '../../mocks/mockApi.ts';

/** Fixtures and MSW handlers of the ${key} stories and tests (never imported by a screen). */
export const ${key}RecordsFixture: ${Key}Record[] = [
  { id: 'r2', orderNo: 'R20261123100000000002', createdAt: '2026-11-23T10:00:00Z' },
  { id: 'r1', orderNo: 'R20261120150000000001', createdAt: '2026-11-20T15:00:00Z' },
];

export const ${key}RecordsMock = (records: readonly ${Key}Record[] = ${key}RecordsFixture) =>
  mockApi('${records}', (body) => ({ data: pageOf(records, body) }));

export function handlers(...overrides: HttpHandler[]): HttpHandler[] {
  return [...overrides, configMock, ${key}RecordsMock()];
}
`,
    [`packages/app/src/features/${key}/${Key}Screen.stories.tsx`]: `import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { paths } from '../../routes/paths.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { signIn } from '../../testing/signIn.ts';
import { stateStories } from '../../testing/stateStories.ts';
import { ${Key}Screen } from './${Key}Screen.tsx';
import { ${key}RecordsMock, handlers } from './mocks.ts';

const meta = {
  title: 'Screens/${Key}/Records',
  render: (args: { language: string }) => (
    <ScreenHarness screen={<${Key}Screen />} path={paths.${key}.index} language={args.language} />
  ),
  args: { language: 'nl' },
  beforeEach: () => signIn(),
  parameters: { msw: { handlers: handlers() } },
} satisfies Meta<{ language: string }>;
export default meta;
type Story = StoryObj<typeof meta>;
const states = stateStories(handlers);

export const Dutch: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('R20261123100000000002')).toBeInTheDocument();
  },
};

export const Empty: Story = states.empty(${JSON.stringify(emptyTexts.nl)}, ${key}RecordsMock([]));
export const Loading: Story = states.loading('${records}');
export const LoadFailed: Story = states.loadFailed('${records}');
export const Offline: Story = states.offline();
export const English: Story = { args: { language: 'en' } };
`,
    [`packages/app/src/features/${key}/${Key}Screen.test.tsx`]: `import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths } from '../../routes/paths.ts';
import { press, renderScreen } from '../../testing/renderScreen.tsx';
import { signIn } from '../../testing/signIn.ts';
import { ${Key}Screen } from './${Key}Screen.tsx';
import { ${key}RecordsMock, handlers } from './mocks.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => signIn());
beforeEach(() => server.use(...handlers()));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const show = () => renderScreen(<${Key}Screen />, paths.${key}.index);

describe('${Key}Screen', () => {
  it('lists the account’s records, newest first', async () => {
    show();
    expect(await screen.findByRole('heading', { level: 1, name: ${JSON.stringify(n.titles.nl)} })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: ${JSON.stringify(n.titles.nl)} });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('R20261123100000000002');
  });

  it('says when there is nothing yet', async () => {
    server.use(${key}RecordsMock([]));
    show();
    expect(await screen.findByText(${JSON.stringify(emptyTexts.nl)})).toBeInTheDocument();
  });

  it('retries a failed load', async () => {
    server.use(mockApi('${records}', { error: 'error.system.busy' }));
    show();
    const retry = await screen.findByRole('button', { name: 'Opnieuw proberen' });
    server.use(${key}RecordsMock());
    await press(retry);
    expect(await screen.findByText('R20261123100000000002')).toBeInTheDocument();
  });
});
`,

    // ---- e2e ----
    [`tests/e2e/${n.kebab}.spec.ts`]: `import { expect, test } from '@playwright/test';
import { register, uniqueAccount } from './support/account.ts';
import { paths } from './support/appRoutes.ts';
import { expectNoViolations } from './support/axe.ts';
import { tapTo } from './support/navigate.ts';
import { tap } from './support/taps.ts';

test('${key}: from the account centre to the records, by taps', async ({ page }) => {
  await register(page, uniqueAccount('${key.toLowerCase().slice(0, 6)}'));
  await tapTo(page, paths.information.index);
  await tap(page, page.getByRole('link', { name: ${JSON.stringify(n.titles.nl)} }), paths.${key}.index);
  await expect(page.getByRole('heading', { level: 1, name: ${JSON.stringify(n.titles.nl)} })).toBeVisible();
  await expect(page.getByText(${JSON.stringify(emptyTexts.nl)})).toBeVisible();
  await expectNoViolations(page, paths.${key}.index);
});
`,
  };
}
