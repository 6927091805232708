import { describe, expect, it } from 'vitest';
import { createNewShareRecord } from '../../testing/factories.ts';
import { checkDraw, isPublished, recomputeDraw, sha256Hex, type PublishedDraw } from './drawCheck.ts';
import { detailFor, offeringFixtures, publishedDraw, recordFixtures } from './mocks.ts';

// The platform's own WebCrypto (Node's in the tests, the browser's on screen).
const subtle = globalThis.crypto.subtle;
const offerings = offeringFixtures();
const drawOf = (id: string) => {
  const draw = detailFor(offerings.find((offering) => offering.id === id)!).draw;
  if (!isPublished(draw)) throw new Error(`${id} is not drawn`);
  return draw;
};

describe('sha256Hex', () => {
  it('is the lowercase hexadecimal SHA-256 of the UTF-8 text, or null without WebCrypto', async () => {
    expect(await sha256Hex('abc', subtle)).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(await sha256Hex('€', subtle)).toBe('c4cc90ed3d26f12d4b08a75140970a7904035c31cbb4515a83f19b9003c00d1d');
    expect(await sha256Hex('abc', undefined)).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('checkDraw', () => {
  it('finds the published commitment, table and a winning record consistent with the rule', async () => {
    const draw = drawOf('ns-nl-2');
    const won = recordFixtures().find((record) => record.id === 'nsr-won')!;
    const check = await checkDraw(draw, won, subtle);
    expect(check.seedMatches).toBe(true);
    expect(check.tableMatches).toBe(true);
    expect(check.table).toEqual(publishedDraw('ns-nl-2').table);
    expect(check.yours).toEqual({ ticket: won.ticket, applied: 2, recomputed: 1, recorded: 1, matches: true });
  });

  it('checks a lottery beyond one lot each, and a losing record', async () => {
    const paid = recordFixtures().find((record) => record.id === 'nsr-paid')!;
    expect((await checkDraw(drawOf('ns-nl-3'), paid, subtle)).yours).toMatchObject({ applied: 10, matches: true });
    const lost = recordFixtures().find((record) => record.id === 'nsr-lost')!;
    expect((await checkDraw(drawOf('ns-usd-3'), lost, subtle)).yours).toMatchObject({ recomputed: 0, matches: true });
  });

  it('says when the seed, the table or the record does not follow', async () => {
    const draw = drawOf('ns-nl-2');
    const won = recordFixtures().find((record) => record.id === 'nsr-won')!;
    const forged: PublishedDraw = { ...draw, seed: `${draw.seed.slice(0, -1)}0` };
    const check = await checkDraw(forged, { ...won, allottedLots: 2 }, subtle);
    expect(check.seedMatches).toBe(false);
    const table = draw.table!.map((row, index) => (index === 0 ? { ...row, lotsAllotted: row.lotsAllotted + 1 } : row));
    expect(recomputeDraw({ ...draw, table }, null).tableMatches).toBe(false);
    expect(recomputeDraw({ ...draw, table: null }, null).tableMatches).toBe(false);
    expect(recomputeDraw(draw, { ...won, allottedLots: 2 }).yours?.matches).toBe(false);
  });

  it('has no line of its own for an overridden record, one without a ticket, or no record', () => {
    const draw = drawOf('ns-nl-2');
    expect(recomputeDraw(draw, createNewShareRecord({ ticket: 3, overridden: true })).yours).toBeNull();
    expect(recomputeDraw(draw, createNewShareRecord({ ticket: null })).yours).toBeNull();
    expect(recomputeDraw(draw, createNewShareRecord({ ticket: draw.applications.length + 1 })).yours).toBeNull();
    expect(recomputeDraw(draw, null).yours).toBeNull();
  });

  it('leaves the seed unchecked where the browser has no WebCrypto', async () => {
    const draw = drawOf('ns-nl-2');
    const original = globalThis.crypto;
    Object.defineProperty(globalThis, 'crypto', { value: undefined, configurable: true });
    try {
      expect((await checkDraw(draw, null)).seedMatches).toBeNull();
    } finally {
      Object.defineProperty(globalThis, 'crypto', { value: original, configurable: true });
    }
  });
});

describe('isPublished', () => {
  it('needs the seed, the applications and the lots drawn', () => {
    const draw = drawOf('ns-nl-2');
    expect(isPublished(null)).toBe(false);
    expect(isPublished({ ...draw, drawn: false })).toBe(false);
    expect(isPublished({ ...draw, seed: null })).toBe(false);
  });
});
