import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Empty } from '@broker/ui';
import { paths } from '../routes/paths.ts';
import { Screen } from './Screen.tsx';

/**
 * A route that does not exist: the app's frame around it (the nav bar with a way back, the tab
 * bar — its route says `tab`), what happened, and a way home.
 */
export function NotFoundScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Screen title={t('app.notFound.title')}>
      {/* The screen's title is the heading; the body says what happened, once (issue #26). */}
      <Empty
        title={t('app.notFound.body')}
        actions={<Button onClick={() => navigate(paths.home.index)}>{t('app.notFound.home')}</Button>}
      />
    </Screen>
  );
}
