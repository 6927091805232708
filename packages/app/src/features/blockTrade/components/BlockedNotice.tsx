import { useTranslation } from 'react-i18next';
import { NoticeBar } from '@broker/ui';
import { useFormatDateTime } from '../../../i18n/formatDate.ts';
import type { OfferBlock } from '../blockTradeView.ts';

export interface BlockedNoticeProps {
  /** So that the disabled buy button can name this as its reason (aria-describedby). */
  id: string;
  block: OfferBlock;
  /** A closed market's next opening (blockTradeView opensAtOf). */
  opensAtMs: number | null;
}

/** Why the offer cannot be bought now, at the top of its screen: a closed market says when it opens. */
export function BlockedNotice({ id, block, opensAtMs }: BlockedNoticeProps) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const text =
    block === 'closed' && opensAtMs !== null
      ? t('blockTrade.blocked.closedUntil', { time: formatTime(opensAtMs) })
      : t(`blockTrade.blocked.${block}`);
  return (
    <div id={id}>
      <NoticeBar tone="info" text={text} />
    </div>
  );
}
