import { describe, expect, it } from 'vitest';
import { RECENT_PROOF_MS, RecentProofs } from './recentProofs.ts';

const HASH = 'scrypt$stored';
const NOW = Date.parse('2026-11-23T10:00:00Z');

describe('RecentProofs', () => {
  it('holds only the proven password of the same stored hash, within its time', () => {
    const proofs = new RecentProofs();
    expect(proofs.holds('a', HASH, '135790', NOW)).toBe(false);
    proofs.remember('a', HASH, '135790', NOW);
    expect(proofs.holds('a', HASH, '135790', NOW + 1000)).toBe(true);
    expect(proofs.holds('a', HASH, '135791', NOW + 1000)).toBe(false);
    expect(proofs.holds('a', 'scrypt$changed', '135790', NOW + 1000)).toBe(false);
    expect(proofs.holds('b', HASH, '135790', NOW + 1000)).toBe(false);
    expect(proofs.holds('a', HASH, '135790', NOW + RECENT_PROOF_MS)).toBe(false);
    // Expired is gone, even with the clock set back.
    expect(proofs.holds('a', HASH, '135790', NOW)).toBe(false);
  });

  it('forgets an account on demand and with a clock set back before the proof', () => {
    const proofs = new RecentProofs();
    proofs.remember('a', HASH, '135790', NOW);
    proofs.forget('a');
    expect(proofs.holds('a', HASH, '135790', NOW)).toBe(false);
    proofs.remember('a', HASH, '135790', NOW);
    expect(proofs.holds('a', HASH, '135790', NOW - 1)).toBe(false);
    expect(proofs.holds('a', HASH, '135790', NOW)).toBe(false);
  });

  it('keys its digests per process: another instance knows nothing', () => {
    const one = new RecentProofs();
    one.remember('a', HASH, '135790', NOW);
    expect(new RecentProofs().holds('a', HASH, '135790', NOW)).toBe(false);
  });
});
