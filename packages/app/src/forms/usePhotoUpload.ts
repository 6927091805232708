import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
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

/**
 * Whether any photo of a form is still being prepared or sent. Give each Upload
 * `onBusyChange={uploads.onBusyChange('<field>')}` and the form's submit button
 * `{...uploads.submitState(pending)}`: a tap on submit while a photo is on its way would otherwise
 * validate the form without it ("add the proof") and leave the user to tap again once it arrived.
 * Meanwhile the button says it is uploading and does nothing (the kit's loading button).
 */
export function useUploadsInProgress(): {
  onBusyChange: (field: string) => (busy: boolean) => void;
  /** The submit button's loading state: sending (`pending`, said by `sendingLabel`) or uploading a photo. */
  submitState: (pending: boolean, sendingLabel?: string) => { loading: boolean; loadingLabel: string };
} {
  const { t } = useTranslation();
  const [busyFields, setBusyFields] = useState<ReadonlySet<string>>(() => new Set());
  const onBusyChange = useCallback(
    (field: string) => (busy: boolean) =>
      setBusyFields((previous) => {
        if (previous.has(field) === busy) return previous;
        const next = new Set(previous);
        if (busy) next.add(field);
        else next.delete(field);
        return next;
      }),
    [],
  );
  const uploading = busyFields.size > 0;
  return {
    onBusyChange,
    submitState: (pending, sendingLabel) => ({
      loading: pending || uploading,
      loadingLabel: uploading ? t('kit.upload.uploading') : (sendingLabel ?? t('common.sending')),
    }),
  };
}
