import { useTranslation } from 'react-i18next';
import { SegmentedControl, VisuallyHidden } from '@broker/ui';
import type { TradableMarket } from '@broker/domain';
import { listMarkets, marketSegmentTexts } from './marketView.ts';

/**
 * The markets switcher (nl, de, usd): short labels that fit a phone ('NL'), full names for
 * screen readers ('Nederland'); a name that is its own short label (荷蘭) is shown and read once.
 */
export function MarketSwitcher({
  value,
  onChange,
}: {
  value: TradableMarket;
  onChange: (market: TradableMarket) => void;
}) {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      label={t('market.marketLabel')}
      options={listMarkets.map((market) => {
        const { shown, spokenInstead } = marketSegmentTexts(
          t(`market.marketShort.${market}`),
          t(`market.markets.${market}`),
        );
        return {
          value: market,
          label: spokenInstead ? (
            <>
              <span aria-hidden="true">{shown}</span>
              <VisuallyHidden>{spokenInstead}</VisuallyHidden>
            </>
          ) : (
            shown
          ),
        };
      })}
      value={value}
      onChange={onChange}
    />
  );
}
