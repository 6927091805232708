import { useTranslation } from 'react-i18next';
import { paths } from '../../routes/paths.ts';
import { OfferingScreen } from './components/OfferingScreen.tsx';

/**
 * /home/newStockBuy2?id=<newShareId>: a placement — its levels and the lots still to allot, and
 * the subscription by level (allotted at once, then paid by the deadline); or the user's
 * subscription of it.
 */
export function PlacementSubscribeScreen() {
  const { t } = useTranslation();
  return <OfferingScreen title={t('newShare.placement.subscribeTitle')} back={paths.newShare.placements} />;
}
