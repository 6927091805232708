import { useCallback, useEffect, useInsertionEffect, useRef, useState } from 'react';
import { useControllableState } from './useControllableState.ts';

export const imageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ImageType = (typeof imageTypes)[number];

/** For `<input accept>`: the types the kit accepts. */
export const imageAccept = imageTypes.join(',');

export const uploadStatuses = ['idle', 'processing', 'uploading', 'done', 'error'] as const;
export type UploadStatus = (typeof uploadStatuses)[number];

export const uploadErrors = ['wrongType', 'tooLarge', 'failed'] as const;
export type UploadError = (typeof uploadErrors)[number];

export const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
export const DEFAULT_MAX_DIMENSION = 1600;
export const DEFAULT_QUALITY = 0.85;

export interface UploadInfo {
  width: number;
  height: number;
  contentType: ImageType;
}

export type UploadFn = (file: Blob, info: UploadInfo) => Promise<{ url: string }>;

export interface ResizedImage extends UploadInfo {
  blob: Blob;
}

/** Decodes an image and scales it to fit `max` px on its longest side. */
export type ResizeFn = (file: Blob, contentType: ImageType, max: number, quality: number) => Promise<ResizedImage>;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);

const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

/**
 * The image type by content (magic bytes), not by file name or the browser's claim:
 * JPEG FF D8 FF, PNG 89 50 4E 47 0D 0A 1A 0A, WebP 'RIFF' <size> 'WEBP'. Null for anything else.
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp';
  return null;
}

/** The size that fits within `max` on the longest side, keeping the aspect ratio; never enlarges. */
export function fitWithin(width: number, height: number, max: number): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= max || longest <= 0) return { width, height };
  const scale = max / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

async function readHead(file: Blob, count: number): Promise<Uint8Array> {
  const head = file.slice(0, count);
  if (typeof head.arrayBuffer === 'function') return new Uint8Array(await head.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(head);
  });
}

/**
 * The browser's resize: createImageBitmap + canvas. An image that already fits is sent as it is;
 * a larger one is redrawn (JPEG/WebP at `quality`, PNG lossless).
 */
export const resizeImage: ResizeFn = async (file, contentType, max, quality) => {
  const bitmap = await createImageBitmap(file);
  try {
    const size = fitWithin(bitmap.width, bitmap.height, max);
    if (size.width === bitmap.width && size.height === bitmap.height) return { blob: file, ...size, contentType };
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, contentType, quality));
    if (!blob) throw new Error('Could not encode the image');
    const encoded = (imageTypes as readonly string[]).includes(blob.type) ? (blob.type as ImageType) : contentType;
    return { blob, ...size, contentType: encoded };
  } finally {
    bitmap.close();
  }
};

export interface UseUploadOptions {
  upload: UploadFn;
  /** The uploaded image's url (controlled); null when there is none. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (url: string | null) => void;
  /** Largest file accepted, in bytes, checked before decoding. Default 5 MiB. */
  maxBytes?: number;
  /** Longest side after downscaling, in px. Default 1600. */
  maxDimension?: number;
  /** JPEG/WebP quality of a downscaled image. Default 0.85. */
  quality?: number;
  /** Replaces the canvas resize (tests, or a worker-based resize). */
  resize?: ResizeFn;
}

/**
 * Picking, checking, downscaling and uploading one image, with retry and remove. The type is
 * checked by content; the kit never uploads by itself: `upload(file, info)` does.
 */
export function useUpload({
  upload,
  value,
  defaultValue = null,
  onChange,
  maxBytes = DEFAULT_MAX_BYTES,
  maxDimension = DEFAULT_MAX_DIMENSION,
  quality = DEFAULT_QUALITY,
  resize = resizeImage,
}: UseUploadOptions) {
  const [url, setUrl] = useControllableState<string | null>({ value, defaultValue, onChange });
  const [status, setStatus] = useState<UploadStatus>(url ? 'done' : 'idle');
  const [error, setError] = useState<UploadError | null>(null);
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  const prepared = useRef<ResizedImage | null>(null);
  const attempt = useRef(0);
  const latest = useRef({ upload, setUrl });
  useInsertionEffect(() => {
    latest.current = { upload, setUrl };
  });
  // The object url of the preview is released when replaced and on unmount.
  useEffect(
    () => () => {
      if (localPreview) URL.revokeObjectURL?.(localPreview);
    },
    [localPreview],
  );

  const send = useCallback(async (image: ResizedImage, mine: number) => {
    setStatus('uploading');
    setError(null);
    try {
      const result = await latest.current.upload(image.blob, {
        width: image.width,
        height: image.height,
        contentType: image.contentType,
      });
      if (mine !== attempt.current) return;
      setStatus('done');
      latest.current.setUrl(result.url);
    } catch {
      if (mine !== attempt.current) return;
      setStatus('error');
      setError('failed');
    }
  }, []);

  const fail = (reason: UploadError) => {
    setStatus('error');
    setError(reason);
  };

  const select = async (file: Blob): Promise<void> => {
    const mine = ++attempt.current;
    prepared.current = null;
    setLocalPreview(null);
    if (file.size > maxBytes) return fail('tooLarge');
    setStatus('processing');
    setError(null);
    const type = sniffImageType(await readHead(file, 12));
    if (mine !== attempt.current) return;
    if (!type) return fail('wrongType');
    let image: ResizedImage;
    try {
      image = await resize(file, type, maxDimension, quality);
    } catch {
      if (mine === attempt.current) fail('wrongType'); // not decodable: not really an image
      return;
    }
    if (mine !== attempt.current) return;
    prepared.current = image;
    setLocalPreview(typeof URL.createObjectURL === 'function' ? URL.createObjectURL(image.blob) : null);
    await send(image, mine);
  };

  const retry = async (): Promise<void> => {
    const image = prepared.current;
    if (!image) return;
    await send(image, ++attempt.current);
  };

  const remove = () => {
    attempt.current += 1;
    prepared.current = null;
    setLocalPreview(null);
    setStatus('idle');
    setError(null);
    setUrl(null);
  };

  return {
    value: url,
    status,
    error,
    /** The local preview while processing/uploading, else the uploaded url. */
    previewUrl: localPreview ?? url,
    canRetry: error === 'failed',
    select,
    retry,
    remove,
  };
}
