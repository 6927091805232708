import { useTranslation } from 'react-i18next';
import { Card, Skeleton } from '@broker/ui';
import type { IntradayInfo } from '@broker/contract';
import { QueryState } from '../../components/QueryState.tsx';
import { useDescribeWindow } from '../../i18n/describeWindow.ts';
import { money } from '../../i18n/money.ts';
import { OfflineNotice, useRetryWhenOnline } from '../../shell/OfflineNotice.tsx';
import { Screen } from '../../shell/Screen.tsx';
import { useIntradayInfo } from './api.ts';
import { IntradayLinks } from './components/IntradayLinks.tsx';
import { liveBuyingPower, rulePercent } from './intradayView.ts';
import * as styles from './intraday.css.ts';

/**
 * /home/dayTradingInfo: the rules in full, every figure from `intraday/info` (the terms and the
 * rules object): the application and its review, the buying power, the two loss limits, the
 * preview and the flatten before the close, and the settlement with its floor.
 */
export function RulesScreen() {
  const { t } = useTranslation();
  const info = useIntradayInfo();
  useRetryWhenOnline(info.mutate);
  return (
    <Screen title={t('intraday.rules.title')}>
      <OfflineNotice />
      <QueryState query={info} skeleton={<Skeleton label={t('common.loading')} lines={14} />}>
        {(loaded) => <Rules info={loaded} />}
      </QueryState>
    </Screen>
  );
}

const sections = ['apply', 'buyingPower', 'dailyLoss', 'maxLoss', 'flatten', 'settlement'] as const;

function Rules({ info }: { info: IntradayInfo }) {
  const { t } = useTranslation();
  const describeWindow = useDescribeWindow();
  const { rules, currency } = info;
  const values = {
    min: money(info.minAmount, currency),
    max: money(info.maxAmount, currency),
    hours: describeWindow(info.hours),
    multiplier: rules.multiplier,
    example: money(info.minAmount, currency),
    examplePower: money(liveBuyingPower(info.minAmount, info) ?? '0', currency),
    dailyLoss: rulePercent(rules.dailyLossPct),
    maxLoss: rulePercent(rules.maxLossPct),
    preview: rules.previewBeforeCloseMinutes,
    flatten: rules.flattenBeforeCloseMinutes,
  };
  return (
    <div className={styles.stack}>
      <p className={styles.text}>{t('intraday.rules.intro')}</p>
      {sections.map((section) => (
        <Card key={section} title={t(`intraday.rules.${section}.title`)}>
          <p className={styles.text}>{t(`intraday.rules.${section}.body`, values)}</p>
        </Card>
      ))}
      <IntradayLinks current="info" />
    </div>
  );
}
