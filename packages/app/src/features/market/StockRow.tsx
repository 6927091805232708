import { memo } from 'react';
import { Star } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { QuoteAgeBadge, QuoteRow, StatusBadge } from '@broker/ui';
import type { Quote } from '@broker/contract';
import { useServerClockOffset } from '../../api/serverClock.ts';
import { stockDetailPath } from '../../routes/paths.ts';
import { useLiveQuoted } from '../../live/index.ts';
import { displayCurrency } from './marketView.ts';
import * as styles from './market.css.ts';
import { useInstrumentName } from '../../i18n/instrumentName.ts';

/** The kit's quote-age badge of a quote, judged on the server's clock (a device clock may be off). */
export function QuoteAge({ quote }: { quote: Pick<Quote, 'updatedAt' | 'tradingStatus'> }) {
  const clockOffsetMs = useServerClockOffset();
  return (
    <QuoteAgeBadge updatedAt={quote.updatedAt} tradingStatus={quote.tradingStatus} clockOffsetMs={clockOffsetMs} />
  );
}

/**
 * What the row says beside the code: "Onderhands" for a foreign share quoted over the counter in
 * the market's currency (so that Sony in euros under Nederland reads as what it is), then the
 * quote's age or market state.
 */
function QuoteLabels({ quote }: { quote: Quote }) {
  const { t } = useTranslation();
  return (
    <span className={styles.quoteLabels}>
      {quote.board === 'otc' ? <StatusBadge tone="neutral" label={t('market.tab.otc')} /> : null}
      <QuoteAge quote={quote} />
    </span>
  );
}

/** The kit's quote row for a Quote: the price in its currency, and the quote's age or market state. */
export function QuoteView({ quote, sparkline }: { quote: Quote; sparkline?: readonly number[] }) {
  const nameOf = useInstrumentName();
  return (
    <QuoteRow
      code={quote.code}
      name={nameOf(quote)}
      price={quote.price}
      change={quote.change}
      changePct={quote.changePct}
      currency={displayCurrency(quote)}
      sparkline={sparkline}
      prevClose={sparkline ? Number(quote.prevClose) : undefined}
      status={<QuoteLabels quote={quote} />}
    />
  );
}

export interface StockRowProps {
  /** The quote as a page brought it; the row keeps it current with the live quotes. */
  quote: Quote;
  /** Called when the row is opened (e.g. to remember a searched stock). */
  onOpen?: (quote: Quote) => void;
}

/** A live quote row that opens the instrument's detail (indexes: the index detail). */
export const StockRow = memo(function StockRow({ quote, onOpen }: StockRowProps) {
  const live = useLiveQuoted(quote);
  return (
    <Link to={stockDetailPath(live)} className={styles.rowLink} onClick={onOpen ? () => onOpen(live) : undefined}>
      <QuoteView quote={live} />
    </Link>
  );
});

export interface RowToggle {
  /** What the toggle does, with the row's name: "Watch ASML". */
  label: string;
  pressed: boolean;
  /** A change is on its way: the toggle waits. */
  busy: boolean;
  onToggle: () => void;
}

/** A live quote row with a toggle beside the link (a link may not contain a button), e.g. the watch star. */
export function StockRowWithToggle({ quote, onOpen, toggle }: StockRowProps & { toggle: RowToggle }) {
  const live = useLiveQuoted(quote);
  return (
    <div className={styles.rowWithAction}>
      <Link to={stockDetailPath(live)} className={styles.rowMain} onClick={onOpen ? () => onOpen(live) : undefined}>
        <QuoteView quote={live} />
      </Link>
      <button
        type="button"
        className={styles.rowAction}
        aria-pressed={toggle.pressed}
        aria-disabled={toggle.busy || undefined}
        aria-label={toggle.label}
        onClick={() => {
          if (!toggle.busy) toggle.onToggle();
        }}
      >
        <Star aria-hidden="true" focusable="false" fill={toggle.pressed ? 'currentColor' : 'none'} />
      </button>
    </div>
  );
}
