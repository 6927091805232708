import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEEDED_CHANNEL_PASSWORD, seedChannelRows } from './seed.ts';

describe("the sandbox's channel password", () => {
  it('guards the USD wire channel, and the README says what it is (no user could know it otherwise)', () => {
    const wire = seedChannelRows().find((row) => row.id === 'wire-usd');
    expect(wire?.password).toBe(SEEDED_CHANNEL_PASSWORD);
    const readme = readFileSync(path.resolve(import.meta.dirname, '../../../../../README.md'), 'utf8');
    expect(readme).toMatch(new RegExp(`USD wire transfer[^]*channel password[^]*\`${SEEDED_CHANNEL_PASSWORD}\``));
  });
});
