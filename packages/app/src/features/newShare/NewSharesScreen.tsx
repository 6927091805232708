import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SegmentedControl } from '@broker/ui';
import { OfflineNotice } from '../../shell/OfflineNotice.tsx';
import { Screen } from '../../shell/Screen.tsx';
import { NewShareLinks } from './components/NewShareLinks.tsx';
import { OfferingList } from './components/OfferingList.tsx';
import { drawnKinds, offeringKindOf, type DrawnKind } from './newShareView.ts';
import * as styles from './newShare.css.ts';

/**
 * /home/newStock (`?kind=subscription|auction`): the offerings decided by a draw — public
 * subscriptions or auctions in every market, the open ones first with their live countdown —
 * each opening its subscribe screen; and the ways to the placements, the user's subscriptions
 * and the track record.
 */
export function NewSharesScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const kind = offeringKindOf(params.get('kind'));
  return (
    <Screen title={t('newShare.offerings.title')}>
      <OfflineNotice />
      <div className={styles.stack}>
        <NewShareLinks current="offerings" />
        <SegmentedControl<DrawnKind>
          label={t('newShare.offerings.kind')}
          options={drawnKinds.map((value) => ({ value, label: t(`newShare.kind.${value}`) }))}
          value={kind}
          onChange={(next) => setParams({ kind: next }, { replace: true })}
        />
        <OfferingList kind={kind} label={t('newShare.listLabel', { kind: t(`newShare.kind.${kind}`) })} />
      </div>
    </Screen>
  );
}
