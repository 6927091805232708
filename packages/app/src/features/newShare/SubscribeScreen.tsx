import { useTranslation } from 'react-i18next';
import { paths } from '../../routes/paths.ts';
import { OfferingScreen } from './components/OfferingScreen.tsx';

/**
 * /home/newStockBuy?id=<newShareId>: a public subscription or an auction — the offering, the odds
 * and cost card, the allocation rule, and the subscription (lots, a bid for an auction, auto-pay,
 * the fund password); or the user's subscription of it.
 */
export function SubscribeScreen() {
  const { t } = useTranslation();
  return <OfferingScreen title={t('newShare.subscribe.title')} back={paths.newShare.offerings} />;
}
