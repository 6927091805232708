import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { mockApi } from '../mocks/mockApi.ts';
import { blobToBase64, uploadImage } from './uploadImage.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const decode = (base64: string) => Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));

describe('blobToBase64', () => {
  it('gives plain base64 without a data: prefix', async () => {
    expect(await blobToBase64(new Blob([new Uint8Array([1, 2, 3, 250])]))).toBe('AQID+g==');
  });

  it('is empty for an empty blob', async () => {
    expect(await blobToBase64(new Blob([]))).toBe('');
  });

  it('keeps every byte of a large image (converted in chunks)', async () => {
    const bytes = Uint8Array.from({ length: 100_003 }, (_, i) => (i * 7) % 256);
    const base64 = await blobToBase64(new Blob([bytes], { type: 'image/png' }));
    expect(base64).toMatch(/^[A-Za-z0-9+/]*={0,2}$/);
    expect(decode(base64)).toEqual(bytes);
  });
});

describe('uploadImage', () => {
  it('sends purpose, content type and base64 to common/upload and returns path and url', async () => {
    let sent: unknown;
    server.use(
      mockApi('common/upload', (body) => {
        sent = body;
        return { data: { path: '/uploads/id/front.png', url: '/uploads/id/front.png?sig=abc' } };
      }),
    );
    const result = await uploadImage('idFront', new Blob([new Uint8Array([1, 2, 3, 250])]), 'image/png');
    expect(sent).toEqual({ purpose: 'idFront', contentType: 'image/png', data: 'AQID+g==' });
    expect(result).toEqual({ path: '/uploads/id/front.png', url: '/uploads/id/front.png?sig=abc' });
  });

  it('throws the server’s key on failure', async () => {
    server.use(mockApi('common/upload', { error: 'error.upload.failed' }));
    await expect(uploadImage('idBack', new Blob([new Uint8Array([1])]), 'image/jpeg')).rejects.toMatchObject({
      key: 'error.upload.failed',
    });
  });
});
