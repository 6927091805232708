import type { ReactNode } from 'react';
import * as styles from './Splash.css.ts';
import { Spinner } from '../Spinner/Spinner.tsx';

export interface SplashProps {
  /** The brand's logo (an image or SVG). */
  logo?: ReactNode;
  title: string;
  /** Read to screen readers while waiting, e.g. "Loading…". */
  loadingLabel: string;
  /** Shown under the spinner when waiting takes longer, e.g. "Trying again…". */
  message?: string;
}

/** The first screen: shown until the app's configuration has arrived. */
export function Splash({ logo, title, loadingLabel, message }: SplashProps) {
  return (
    <main className={styles.splash} aria-busy="true">
      {logo ? <div className={styles.logo}>{logo}</div> : null}
      <h1 className={styles.title}>{title}</h1>
      <Spinner label={loadingLabel} size="lg" />
      <p className={styles.status} aria-live="polite">
        {message}
      </p>
    </main>
  );
}
