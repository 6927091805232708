import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { fitWithin, sniffImageType, useUpload, type ResizeFn, type UploadFn } from './useUpload.ts';

const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];
const WEBP = [0x52, 0x49, 0x46, 0x46, 0x24, 0, 0, 0, 0x57, 0x45, 0x42, 0x50];

const file = (bytes: number[], type = 'image/png', extra = 100) =>
  new File([new Uint8Array([...bytes, ...new Array<number>(extra).fill(0)])], 'photo', { type });

const fakeResize: ResizeFn = async (blob, contentType, max) => ({ blob, contentType, ...fitWithin(4000, 3000, max) });

describe('sniffImageType', () => {
  it('recognises JPEG, PNG and WebP by their first bytes', () => {
    expect(sniffImageType(new Uint8Array(JPEG))).toBe('image/jpeg');
    expect(sniffImageType(new Uint8Array(PNG))).toBe('image/png');
    expect(sniffImageType(new Uint8Array(WEBP))).toBe('image/webp');
  });

  it('rejects anything else, including truncated signatures and RIFF that is not WebP', () => {
    expect(sniffImageType(new TextEncoder().encode('<svg xmlns="'))).toBeNull();
    expect(sniffImageType(new Uint8Array([0xff, 0xd8]))).toBeNull();
    expect(sniffImageType(new Uint8Array([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x41, 0x56, 0x45]))).toBeNull();
    expect(sniffImageType(new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]))).toBeNull(); // GIF
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});

describe('fitWithin', () => {
  it('scales the longest side down to the maximum, keeping the ratio', () => {
    expect(fitWithin(4000, 3000, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(1000, 5000, 1600)).toEqual({ width: 320, height: 1600 });
  });

  it('never enlarges and never rounds to zero', () => {
    expect(fitWithin(800, 600, 1600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(1600, 1600, 1600)).toEqual({ width: 1600, height: 1600 });
    expect(fitWithin(10_000, 1, 1600)).toEqual({ width: 1600, height: 1 });
  });
});

describe('useUpload', () => {
  it('checks, downscales and uploads, then holds the url', async () => {
    const upload = vi.fn<UploadFn>(() => Promise.resolve({ url: 'https://cdn/x.png' }));
    const onChange = vi.fn();
    const { result } = renderHook(() => useUpload({ upload, onChange, resize: fakeResize }));
    await act(() => result.current.select(file(PNG)));
    expect(upload).toHaveBeenCalledWith(expect.any(Blob), { width: 1600, height: 1200, contentType: 'image/png' });
    expect(result.current.status).toBe('done');
    expect(result.current.value).toBe('https://cdn/x.png');
    expect(onChange).toHaveBeenCalledWith('https://cdn/x.png');
  });

  it('goes by the content, not by the type the file claims', async () => {
    const upload = vi.fn<UploadFn>();
    const { result } = renderHook(() => useUpload({ upload, resize: fakeResize }));
    await act(() => result.current.select(file([0x3c, 0x73, 0x76, 0x67], 'image/jpeg')));
    expect(result.current).toMatchObject({ status: 'error', error: 'wrongType' });
    expect(upload).not.toHaveBeenCalled();
  });

  it('rejects a file over the size limit before reading it', async () => {
    const resize = vi.fn(fakeResize);
    const { result } = renderHook(() => useUpload({ upload: vi.fn(), resize, maxBytes: 50 }));
    await act(() => result.current.select(file(JPEG)));
    expect(result.current).toMatchObject({ status: 'error', error: 'tooLarge' });
    expect(resize).not.toHaveBeenCalled();
  });

  it('treats an image that cannot be decoded as the wrong type', async () => {
    const { result } = renderHook(() =>
      useUpload({ upload: vi.fn(), resize: () => Promise.reject(new Error('decode')) }),
    );
    await act(() => result.current.select(file(WEBP)));
    expect(result.current.error).toBe('wrongType');
  });

  it('retries the same prepared image after a failed upload, and removes it', async () => {
    const upload = vi
      .fn<UploadFn>()
      .mockRejectedValueOnce(new Error('503'))
      .mockResolvedValue({ url: 'https://cdn/y.jpg' });
    const resize = vi.fn(fakeResize);
    const onChange = vi.fn();
    const { result } = renderHook(() => useUpload({ upload, resize, onChange }));
    await act(() => result.current.select(file(JPEG)));
    expect(result.current).toMatchObject({ status: 'error', error: 'failed', canRetry: true, value: null });
    await act(() => result.current.retry());
    expect(result.current).toMatchObject({ status: 'done', error: null, value: 'https://cdn/y.jpg' });
    expect(resize).toHaveBeenCalledOnce();
    expect(upload.mock.calls[0]![0]).toBe(upload.mock.calls[1]![0]);
    act(() => result.current.remove());
    expect(result.current).toMatchObject({ status: 'idle', value: null, previewUrl: null });
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('shows the uploading state while the upload runs and ignores a superseded upload', async () => {
    let finishFirst!: (value: { url: string }) => void;
    const upload = vi
      .fn<UploadFn>()
      .mockImplementationOnce(() => new Promise((resolve) => (finishFirst = resolve)))
      .mockResolvedValue({ url: 'second' });
    const { result } = renderHook(() => useUpload({ upload, resize: fakeResize }));
    let first!: Promise<void>;
    await act(async () => {
      first = result.current.select(file(JPEG));
      await vi.waitFor(() => expect(upload).toHaveBeenCalledOnce());
    });
    expect(result.current.status).toBe('uploading');
    await act(() => result.current.select(file(PNG)));
    await act(async () => {
      finishFirst({ url: 'first' });
      await first;
    });
    expect(result.current.value).toBe('second');
  });
});
