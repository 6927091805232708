import { useTranslation } from 'react-i18next';
import { OfflineNotice } from '../../shell/OfflineNotice.tsx';
import { Screen } from '../../shell/Screen.tsx';
import { NewShareLinks } from './components/NewShareLinks.tsx';
import { OfferingList } from './components/OfferingList.tsx';
import * as styles from './newShare.css.ts';

/**
 * /home/newStock2: the placements in every market with their levels (the minimum amount of each),
 * allotted at once while lots last; each opens its subscribe screen by level.
 */
export function PlacementsScreen() {
  const { t } = useTranslation();
  return (
    <Screen title={t('newShare.placement.title')}>
      <OfflineNotice />
      <div className={styles.stack}>
        <p className={styles.muted}>{t('newShare.placement.intro')}</p>
        <NewShareLinks current="placements" />
        <OfferingList kind="placement" label={t('newShare.listLabel', { kind: t('newShare.kind.placement') })} />
      </div>
    </Screen>
  );
}
