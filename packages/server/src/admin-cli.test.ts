import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEndpoints, reviewEntities, type AdminEndpointPath, type ReviewEntity } from '@broker/contract';
import { runAdminCommand } from './admin-cli.ts';
import { upload } from './testing/funds.ts';
import { startTestServer, type TestServer, type TestUser } from './testing/testServer.ts';

/**
 * The README's operator examples ("Operator API") are what a newcomer copies: each is a valid
 * request, every review type the server serves has its examples, and they work against a server
 * on another port, where the `id` to decide on is read from `review/list`'s printed answer.
 */
const readme = readFileSync(path.resolve(import.meta.dirname, '../../../README.md'), 'utf8');
const operatorSection = readme.slice(readme.indexOf('### Operator API'), readme.indexOf('### Pointing it at'));

interface Example {
  line: string;
  adminUrl: string | undefined;
  path: string;
  json: string;
}
/** `[NAME=value …] npm run [--silent] admin -- <path> '<json>'`, one a line. */
const examples: Example[] = [
  ...operatorSection.matchAll(/^((?:\w+=(?:<[^>]*>|\S+) )*)npm run (?:--silent )?admin -- (\S+) '(\{.*\})'/gm),
].map(([line, env = '', examplePath = '', json = '']) => ({
  line,
  adminUrl: /ADMIN_URL=(\S+)/.exec(env)?.[1],
  path: examplePath,
  json,
}));
const bodyOf = (example: Example, id: string = randomUUID()) =>
  JSON.parse(example.json.replaceAll('<id>', id)) as { entity?: ReviewEntity };
const examplesOf = (examplePath: string, entity: ReviewEntity) =>
  examples.filter((example) => example.path === examplePath && bodyOf(example).entity === entity);

let server: TestServer;
let served: ReviewEntity[] = [];
beforeAll(async () => {
  server = await startTestServer({
    extraRoutes: (_app, _deps, services) => {
      served = services.reviews.entities;
    },
  });
});
afterAll(async () => {
  await server.close();
});

/** Runs an example as `npm run admin` would, against the test server (on its own port, through ADMIN_URL). */
async function run(example: Example, id?: string) {
  const lines: string[] = [];
  const body = JSON.stringify(bodyOf(example, id));
  const env = { ADMIN_URL: server.url, ADMIN_KEY: server.adminKey };
  const code = await runAdminCommand([example.path, body], env, (line) => lines.push(line));
  return { code, printed: lines.join('\n') };
}

async function submitRealName(user: TestUser) {
  const frontImage = await upload(server, user, 'idFront');
  const backImage = await upload(server, user, 'idBack');
  const reply = await server.post(
    'user/realName',
    { name: 'Alice Tester', frontImage, backImage, consent: true },
    user.headers,
  );
  expect(reply.body.status).toBe(1);
}

describe("the README's operator examples", () => {
  it('are requests the operator API takes', () => {
    expect(examples.length).toBeGreaterThan(5);
    for (const example of examples) {
      expect(Object.keys(adminEndpoints), example.line).toContain(example.path);
      const schema = adminEndpoints[example.path as AdminEndpointPath].request;
      const parsed = schema.safeParse({ requestId: randomUUID(), ...bodyOf(example) });
      expect(parsed.success, `${example.line}\n${parsed.error?.message}`).toBe(true);
    }
  });

  it('list and decide every review type the server serves, and name those still to come', () => {
    expect(served).toEqual(expect.arrayContaining(['deposit', 'withdrawal', 'realName']));
    for (const entity of served) {
      expect(examplesOf('review/list', entity), `review/list of ${entity}`).not.toEqual([]);
      expect(examplesOf('review/decide', entity), `review/decide of ${entity}`).not.toEqual([]);
    }
    for (const entity of reviewEntities) expect(operatorSection).toContain(`\`${entity}\``);
  });

  it('reach a server on another port with ADMIN_URL', () => {
    const elsewhere = examples.filter((example) => example.adminUrl && !example.adminUrl.endsWith(':8080'));
    expect(elsewhere).not.toEqual([]);
  });

  it("work: each list answers, and a record's id read from the printed list decides it", async () => {
    for (const example of examples.filter((candidate) => candidate.path === 'review/list')) {
      const { code, printed } = await run(example);
      expect(code, `${example.line}\n${printed}`).toBe(0);
    }
    const alice = await server.register('alice');
    await submitRealName(alice);
    const [list] = examplesOf('review/list', 'realName');
    const { printed } = await run({ ...list!, json: JSON.stringify({ entity: 'realName', account: alice.account }) });
    // As the README says: the lines with "id" are the records' ids, oldest first.
    const ids = printed
      .split('\n')
      .filter((line) => line.includes('"id"'))
      .map((line) => /"id": "([^"]+)"/.exec(line)?.[1]);
    expect(ids).toEqual([alice.id]);
    const [decide] = examplesOf('review/decide', 'realName');
    const decided = await run(decide!, ids[0]);
    expect(decided.code, decided.printed).toBe(0);
    expect(JSON.parse(decided.printed)).toMatchObject({
      status: 1,
      data: { status: 'verified', account: alice.account },
    });
  });
});
