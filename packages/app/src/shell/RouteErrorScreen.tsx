import { useRouteError } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@broker/ui';
import { displayErrorKey } from '@broker/domain';
import { ApiFailure } from '../api/client.ts';
import * as styles from './RouteErrorScreen.css.ts';

/** When a screen cannot load (its chunk failed, or it threw): say so and offer a reload. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const { t } = useTranslation();
  const key = error instanceof ApiFailure ? displayErrorKey(error.key) : 'error.submit.failed';
  return (
    <main className={styles.page}>
      <ErrorState
        message={t(key)}
        onRetry={() => {
          window.location.reload();
        }}
      />
    </main>
  );
}
