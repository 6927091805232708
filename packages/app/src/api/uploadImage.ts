import type { UploadPurpose } from '@broker/contract';
import { apiPost } from './client.ts';

/** The content types `common/upload` accepts (the kit's Upload only hands over these). */
type ImageContentType = 'image/jpeg' | 'image/png' | 'image/webp';

const CHUNK = 0x8000;

/** A Blob as plain base64, without a `data:…;base64,` prefix (what `common/upload` expects). */
export async function blobToBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  // String.fromCharCode takes its arguments on the stack: go in chunks for large images.
  for (let start = 0; start < bytes.length; start += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(start, start + CHUNK));
  }
  return btoa(binary);
}

/**
 * Uploads an image for `purpose`: returns the server-relative `path` to send in later requests
 * and the signed `url` to show it. Failures are toasted by the shared client, then thrown.
 */
export async function uploadImage(
  purpose: UploadPurpose,
  blob: Blob,
  contentType: ImageContentType,
): Promise<{ path: string; url: string }> {
  const data = await blobToBase64(blob);
  return apiPost('common/upload', { purpose, contentType, data });
}
