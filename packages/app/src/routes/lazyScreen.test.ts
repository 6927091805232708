import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS } from '@broker/domain';
import { withinChunkDeadline } from './lazyScreen.ts';

afterEach(() => vi.useRealTimers());

describe('withinChunkDeadline', () => {
  it('passes on what arrives in time', async () => {
    await expect(withinChunkDeadline(Promise.resolve('screen'))).resolves.toBe('screen');
  });

  it('turns a failed download into client.chunkLoad', async () => {
    await expect(withinChunkDeadline(Promise.reject(new TypeError('Failed to fetch')))).rejects.toMatchObject({
      key: 'error.client.chunkLoad',
    });
  });

  it('gives up on what never arrives (texts retried forever offline) after the deadline', async () => {
    vi.useFakeTimers();
    const waiting = withinChunkDeadline(new Promise(() => undefined));
    const settled = expect(waiting).rejects.toMatchObject({ key: 'error.client.chunkLoad' });
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    await settled;
  });
});
