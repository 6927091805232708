import { useState, type ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';
import { buildDataAttributes, type DataAttributes } from '../../private/dataAttributes.ts';
import { useKitTexts } from '../../texts/KitTexts.tsx';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './ErrorState.css.ts';

export interface ErrorStateProps {
  /** What went wrong, translated by the app. */
  message?: ReactNode;
  /** Defaults to the kit text "Something went wrong". */
  title?: ReactNode;
  /** Tries again; the button shows progress while the returned Promise runs. */
  onRetry?: () => void | Promise<unknown>;
  /** Defaults to the kit text "Try again". */
  retryLabel?: string;
  data?: DataAttributes;
}

/** A failed load: what happened and a retry button that owns its busy state. */
export function ErrorState({ message, title, onRetry, retryLabel, data }: ErrorStateProps) {
  const texts = useKitTexts();
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    if (!onRetry || retrying) return;
    setRetrying(true);
    try {
      await onRetry();
    } catch {
      // The caller reports its own failure (usually by rendering this state again).
    } finally {
      setRetrying(false);
    }
  };
  return (
    <div {...buildDataAttributes(data)} className={styles.root} role="alert">
      <span className={styles.icon}>
        <Icon icon={CircleAlert} size="display" strokeWidth={1.5} />
      </span>
      <p className={styles.title}>{title ?? texts.errorState.title}</p>
      {message ? <p className={styles.message}>{message}</p> : null}
      {onRetry ? (
        <Button variant="secondary" loading={retrying} loadingLabel={texts.loading} onClick={() => void retry()}>
          {retryLabel ?? texts.retry}
        </Button>
      ) : null}
    </div>
  );
}
