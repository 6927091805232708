import { useCallback } from 'react';
import type { UploadPurpose } from '@broker/contract';
import { uploadImage } from '../api/uploadImage.ts';
import { useSiteConfig } from '../config/ConfigGate.tsx';
import { imageUrl } from '../config/siteConfig.ts';

/** An uploaded photo: the path goes to the server with the form, the url shows the preview. */
export interface Photo {
  path: string;
  url: string;
}

/**
 * The upload behind a form's photo (an ID card, a payment proof, a QR code): sends the image to
 * `common/upload` for `purpose` and gives the photo with its preview url on the site's image
 * base. Failures are toasted by the shared client, then thrown to the kit's Upload.
 */
export function usePhotoUpload(
  purpose: UploadPurpose,
): (blob: Blob, contentType: Parameters<typeof uploadImage>[2]) => Promise<Photo> {
  const { imageBase } = useSiteConfig();
  return useCallback(
    async (blob, contentType) => {
      const uploaded = await uploadImage(purpose, blob, contentType);
      return { path: uploaded.path, url: imageUrl(imageBase, uploaded.url) };
    },
    [purpose, imageBase],
  );
}
