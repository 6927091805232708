import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { plainConfigCheck } from './startChecks.ts';
import { adminWritePaths, writePaths } from '@broker/domain';
import { accountEndpoints } from './account/endpoints.ts';
import { commonEndpoints } from './common/endpoints.ts';
import { fundsEndpoints } from './funds/endpoints.ts';
import { marketEndpoints } from './market/endpoints.ts';
import { newShareEndpoints } from './newShare/endpoints.ts';
import { supportEndpoints } from './support/endpoints.ts';
import { tradingEndpoints } from './trading/endpoints.ts';
import { blockTradeEndpoints } from './blockTrade/endpoints.ts';
import { loanEndpoints } from './loan/endpoints.ts';
import { intradayEndpoints } from './intraday/endpoints.ts';
import { lendingEndpoints } from './lending/endpoints.ts';
// npm run new:slice adds a slice's import above this line, and its table below.
import {
  ADMIN_BASE_PATH,
  adminEndpoints,
  API_BASE_PATH,
  endpoints,
  openApiDocument,
  requestIdSchema,
  loadResponseChecks,
  sliceOf,
  type EndpointDefinition,
  type EndpointPath,
  type EndpointSlice,
} from './index.ts';
import { loadSliceTable } from './responseChecks.ts';

/** The slices merged into `endpoints` (slices.md). A new slice adds a line, and its first path segments to `sliceOfSegment`. */
const slices = {
  common: { endpoints: commonEndpoints },
  account: { endpoints: accountEndpoints },
  funds: { endpoints: fundsEndpoints },
  market: { endpoints: marketEndpoints },
  newShare: { endpoints: newShareEndpoints },
  support: { endpoints: supportEndpoints },
  trading: { endpoints: tradingEndpoints },
  blockTrade: { endpoints: blockTradeEndpoints },
  loan: { endpoints: loanEndpoints },
  intraday: { endpoints: intradayEndpoints },
  lending: { endpoints: lendingEndpoints },
  // npm run new:slice adds a slice's table above this line.
};
type SliceKey = keyof typeof slices;
type PathsOf<S extends SliceKey> = S extends SliceKey ? keyof (typeof slices)[S]['endpoints'] : never;
/** Paths that two slices define; the spread in endpoints.ts would silently keep the later one. */
type PathsInTwoSlices = { [S in SliceKey]: Extract<PathsOf<S>, PathsOf<Exclude<SliceKey, S>>> }[SliceKey];

describe('slices', () => {
  it('define every path exactly once, and endpoints is exactly their union', () => {
    // A type error here names the path defined twice.
    expectTypeOf<PathsInTwoSlices>().toBeNever();
    const byPath = new Map<string, { slices: string[]; definition: EndpointDefinition }>();
    for (const [slice, { endpoints: own }] of Object.entries(slices)) {
      for (const [path, definition] of Object.entries(own)) {
        byPath.set(path, { slices: [...(byPath.get(path)?.slices ?? []), slice], definition });
      }
    }
    const definedTwice = [...byPath]
      .filter(([, { slices: owners }]) => owners.length > 1)
      .map(([path, { slices: owners }]) => `${path}: ${owners.join(', ')}`);
    expect(definedTwice).toEqual([]);
    expect(Object.keys(endpoints).sort()).toEqual([...byPath.keys()].sort());
    for (const [path, definition] of Object.entries(endpoints))
      expect(definition, path).toBe(byPath.get(path)?.definition);
  });

  it('keep to their own first path segments, which name the slice that loads their schemas', async () => {
    for (const [slice, { endpoints: sliceEndpoints }] of Object.entries(slices)) {
      for (const path of Object.keys(sliceEndpoints)) expect(sliceOf(path as EndpointPath), path).toBe(slice);
      expect(Object.keys(await loadSliceTable(slice as EndpointSlice)).sort()).toEqual(
        Object.keys(sliceEndpoints).sort(),
      );
    }
    expect(() => sliceOf('nowhere/path' as EndpointPath)).toThrow('No slice serves nowhere/path');
  });

  it('load each path’s response schema with the envelope’s', async () => {
    for (const [path, definition] of Object.entries(endpoints)) {
      const checks = await loadResponseChecks(path as EndpointPath);
      // The configuration, the start's one call, is checked without zod (startChecks.test.ts).
      expect(checks.response, path).toBe(path === 'common/config' ? plainConfigCheck : definition.response);
      expect(checks.envelope.safeParse({ status: 1, msg: 'success.ok', data: null }).success).toBe(true);
    }
  });
});

describe('endpoint registry', () => {
  it('marks exactly the domain’s write paths as writes, and only the five public calls as public', () => {
    for (const [path, definition] of Object.entries(endpoints)) {
      expect(Boolean(definition.write), path).toBe((writePaths as readonly string[]).includes(path));
      expect(definition.summary.length, path).toBeGreaterThan(10);
    }
    for (const [path, definition] of Object.entries(adminEndpoints)) {
      expect(Boolean(definition.write), path).toBe((adminWritePaths as readonly string[]).includes(path));
    }
    const publicPaths = Object.entries(endpoints)
      .filter(([, definition]) => definition.public)
      .map(([path]) => path)
      .sort();
    expect(publicPaths).toEqual(['common/article', 'common/config', 'support/contact', 'user/login', 'user/register']);
  });

  it('asks for requestId exactly on the rid calls', () => {
    for (const [path, definition] of [...Object.entries(endpoints), ...Object.entries(adminEndpoints)]) {
      const request: z.ZodType = definition.request;
      const shape = request instanceof z.ZodObject ? request.shape : {};
      expect('requestId' in shape ? shape.requestId : undefined, path).toBe(
        definition.rid ? requestIdSchema : undefined,
      );
    }
  });

  it('requires requestId on the operator’s rid calls', () => {
    const decide = adminEndpoints['review/decide'].request;
    expect(decide.safeParse({ entity: 'realName', id: 'a', decision: 'approve' }).success).toBe(false);
    expect(
      decide.safeParse({
        requestId: '3f1c2b4e-8a9d-4c7e-9b2a-1d5e6f7a8b9c',
        entity: 'realName',
        id: 'a',
        decision: 'approve',
      }).success,
    ).toBe(true);
  });
});

describe('openApiDocument', () => {
  it('describes every user and operator endpoint', () => {
    const document = openApiDocument() as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toHaveLength(
      Object.keys(endpoints).length + Object.keys(adminEndpoints).length,
    );
    expect(Object.keys(document.paths).sort()).toEqual(
      [
        ...Object.keys(endpoints).map((path) => `${API_BASE_PATH}${path}`),
        ...Object.keys(adminEndpoints).map((path) => `${ADMIN_BASE_PATH}${path}`),
      ].sort(),
    );
  });
});
