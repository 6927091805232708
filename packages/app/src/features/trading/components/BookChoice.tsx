import { useTranslation } from 'react-i18next';
import { SegmentedControl } from '@broker/ui';

/** The books a ticket may trade in: the user's own account, or the running intraday account. */
export type TicketBookChoice = 'own' | 'intraday';

/**
 * The ticket's choice of book while an intraday account trades: the user's own account, or the
 * intraday account at its multiplier (products.md §4). The ticket below follows the choice.
 * Uncontrolled from `value`: the choice shows at once, while the URL that keeps it changes in a
 * transition (a controlled radio went back for a moment); the ticket is mounted again with the
 * new book, and this with it.
 */
export function BookChoice({
  value,
  multiplier,
  onChange,
}: {
  value: TicketBookChoice;
  multiplier: number;
  onChange: (book: TicketBookChoice) => void;
}) {
  const { t } = useTranslation();
  return (
    <SegmentedControl<TicketBookChoice>
      label={t('trading.order.book.label')}
      defaultValue={value}
      onChange={onChange}
      options={[
        { value: 'own', label: t('trading.order.book.own') },
        { value: 'intraday', label: t('trading.order.book.intraday', { multiplier }) },
      ]}
    />
  );
}
