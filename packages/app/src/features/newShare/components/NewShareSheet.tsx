import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Sheet } from '@broker/ui';
import type { NewShare } from '@broker/contract';
import { isDrawnKind, offeringPath, verifyPath } from '../newShareView.ts';
import { OfferingFacts } from './OfferingFacts.tsx';
import * as styles from '../newShare.css.ts';

export interface NewShareSheetProps {
  /** The offering to show; null closes the sheet. */
  offering: NewShare | null;
  onClose: () => void;
}

/**
 * An offering in a sheet (the market's subscription and auction tabs): everything about it, and the
 * ways to its screen (to subscribe while it is open) and, once drawn, to its published draw.
 */
export function NewShareSheet({ offering, onClose }: NewShareSheetProps) {
  const { t } = useTranslation();
  return (
    <Sheet
      open={offering !== null}
      onClose={onClose}
      title={offering?.name ?? ''}
      description={offering ? t(`newShare.kind.${offering.kind}`) : undefined}
      closeLabel={t('common.close')}
    >
      {offering ? (
        <div className={styles.sheetBody}>
          <OfferingFacts offering={offering} />
          <OfferingLinks offering={offering} onLeave={onClose} />
        </div>
      ) : null}
    </Sheet>
  );
}

/** The sheet's ways on: the offering's screen, and its draw once the allotment rate is published. */
function OfferingLinks({ offering, onLeave }: { offering: NewShare; onLeave: () => void }) {
  const { t } = useTranslation();
  return (
    <nav className={styles.shortcuts} aria-label={t('newShare.sheet.links')}>
      <Link to={offeringPath(offering)} className={styles.textLink} onClick={onLeave}>
        {t(offering.status === 'open' ? 'newShare.sheet.subscribe' : 'newShare.sheet.open')}
      </Link>
      {isDrawnKind(offering.kind) && offering.winRatePct !== null ? (
        <Link to={verifyPath(offering.id)} className={styles.textLink} onClick={onLeave}>
          {t('newShare.verify.link')}
        </Link>
      ) : null}
    </nav>
  );
}
