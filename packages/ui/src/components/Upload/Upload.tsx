import { useEffect, useId, useLayoutEffect, useRef, type ChangeEvent, type ReactNode } from 'react';
import { Camera, ImagePlus, LoaderCircle, RotateCw, Trash2 } from 'lucide-react';
import { buildDataAttributes, type DataAttributes } from '../../private/dataAttributes.ts';
import { imageAccept, useUpload, type ResizeFn, type UploadError, type UploadFn } from '../../headless/useUpload.ts';
import { useKitTexts, type KitTexts } from '../../texts/KitTexts.tsx';
import { Button } from '../Button/Button.tsx';
import * as styles from './Upload.css.ts';

export const uploadCaptures = ['user', 'environment'] as const;
export type UploadCapture = (typeof uploadCaptures)[number];

export interface UploadProps {
  /** What the photo is, e.g. "Front of your ID card". */
  label: string;
  /** Sends the (downscaled) image; resolves with its url. */
  upload: UploadFn;
  /** The uploaded image's url; null when there is none. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (url: string | null) => void;
  /**
   * Called with true when a picked photo starts being prepared and sent, and with false when that
   * ends (uploaded, failed or removed): a form holds its submit meanwhile, so that a tap on it
   * while the photo is on its way does not send the form without the photo.
   */
  onBusyChange?: (busy: boolean) => void;
  /** Adds a "take a photo" button that opens the camera facing this way. */
  capture?: UploadCapture;
  /** Largest file accepted, in bytes. Default 5 MiB. */
  maxBytes?: number;
  /** Longest side after downscaling, in px. Default 1600. */
  maxDimension?: number;
  /** Extra guidance under the label, e.g. "All four corners visible". */
  hint?: string;
  /**
   * An error from the form, already translated (e.g. "Add the front of your ID card"): shown under
   * the upload like a field's error, marks it invalid and describes the button that fixes it.
   */
  error?: ReactNode;
  /**
   * Id of the button that takes the focus — "choose a photo", or "remove" once there is one — so
   * that a form can move the focus to its first invalid field.
   */
  id?: string;
  disabled?: boolean;
  /** Replaces the canvas resize (tests). */
  resize?: ResizeFn;
  texts?: Partial<KitTexts['upload']>;
  data?: DataAttributes;
}

function errorText(error: UploadError, texts: KitTexts['upload']): string {
  switch (error) {
    case 'wrongType':
      return texts.wrongType;
    case 'tooLarge':
      return texts.tooLarge;
    case 'failed':
      return texts.failed;
    default:
      return error satisfies never;
  }
}

/**
 * Pick or take one photo: checked by content (JPEG, PNG, WebP) and size, downscaled to 1600 px,
 * uploaded through `upload`, with a preview, progress, retry and remove.
 */
export function Upload({
  label,
  upload,
  value,
  defaultValue,
  onChange,
  onBusyChange,
  capture,
  maxBytes,
  maxDimension,
  hint,
  error,
  id: focusId,
  disabled = false,
  resize,
  texts: overrides,
  data,
}: UploadProps) {
  const kit = useKitTexts();
  const texts = { ...kit.upload, ...overrides };
  const state = useUpload({ upload, value, defaultValue, onChange, maxBytes, maxDimension, resize });
  const pickInput = useRef<HTMLInputElement>(null);
  const captureInput = useRef<HTMLInputElement>(null);
  const id = useId();
  const busy = state.status === 'processing' || state.status === 'uploading';
  const reportBusy = useRef(onBusyChange);
  useLayoutEffect(() => {
    reportBusy.current = onBusyChange;
  });
  const reportedBusy = useRef(false);
  // Told in the same commit as the change, so that the form's submit is never ready a frame before
  // the photo is, nor holds a frame after it.
  useLayoutEffect(() => {
    if (reportedBusy.current === busy) return;
    reportedBusy.current = busy;
    reportBusy.current?.(busy);
  }, [busy]);
  // A form that unmounts the upload while it is busy is told that it no longer is.
  useEffect(
    () => () => {
      if (reportedBusy.current) reportBusy.current?.(false);
    },
    [],
  );
  const hasImage = state.previewUrl !== null;

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file can be picked again after an error
    if (file) void state.select(file);
  };

  const invalid = error !== undefined && error !== null && error !== false && error !== '';
  const fieldErrorId = `${id}-field-error`;
  const describedBy = [invalid ? fieldErrorId : '', hint ? `${id}-hint` : '', state.error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  const canPick = !hasImage || !state.value;
  // The form's error describes the button that takes the focus, the one that can fix it.
  const focusTarget = { id: focusId, describedBy: invalid ? fieldErrorId : undefined };
  return (
    // The group is the field: invalid as a whole (axe accepts aria-invalid on any role; ARIA 1.2
    // lists it for inputs only), described by the error, the hint and an upload's failure.
    // eslint-disable-next-line jsx-a11y/role-supports-aria-props
    <div
      {...buildDataAttributes(data)}
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={describedBy || undefined}
      aria-invalid={invalid || undefined}
      className={styles.root}
      data-state={state.status}
    >
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={styles.frame} data-has-image={hasImage} data-error={state.error !== null || invalid}>
        {state.previewUrl ? (
          <img className={styles.image} src={state.previewUrl} alt={`${texts.preview}: ${label}`} />
        ) : (
          <ImagePlus className={styles.placeholderIcon} aria-hidden="true" />
        )}
        {busy && (
          <div className={styles.overlay} aria-hidden="true">
            <LoaderCircle className={styles.overlayIcon} />
          </div>
        )}
      </div>
      <p role="status" className={styles.status}>
        {busy ? texts.uploading : ''}
      </p>
      {state.error && (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {errorText(state.error, texts)}
        </p>
      )}
      <div className={styles.actions}>
        {state.canRetry && (
          <Button variant="primary" icon={<RotateCw size={18} aria-hidden="true" />} onClick={() => void state.retry()}>
            {kit.retry}
          </Button>
        )}
        {canPick ? (
          <>
            <Button
              {...focusTarget}
              variant={state.canRetry ? 'secondary' : 'primary'}
              icon={<ImagePlus size={18} aria-hidden="true" />}
              disabled={disabled || busy}
              onClick={() => pickInput.current?.click()}
            >
              {texts.pick}
            </Button>
            {capture && (
              <Button
                variant="secondary"
                icon={<Camera size={18} aria-hidden="true" />}
                disabled={disabled || busy}
                onClick={() => captureInput.current?.click()}
              >
                {texts.capture}
              </Button>
            )}
          </>
        ) : null}
        {hasImage && !busy && (
          <Button
            {...(canPick ? {} : focusTarget)}
            variant="ghost"
            icon={<Trash2 size={18} aria-hidden="true" />}
            disabled={disabled}
            onClick={state.remove}
          >
            {texts.remove}
          </Button>
        )}
      </div>
      {invalid ? (
        <p id={fieldErrorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
      <input ref={pickInput} type="file" accept={imageAccept} hidden tabIndex={-1} onChange={onFile} />
      {capture && (
        <input
          ref={captureInput}
          type="file"
          accept={imageAccept}
          capture={capture}
          hidden
          tabIndex={-1}
          onChange={onFile}
        />
      )}
    </div>
  );
}
