import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Card, StatusBadge, DescriptionList } from '@broker/ui';
import { statusLabelKey, statusTone } from '@broker/domain';
import type { Withdrawal } from '@broker/contract';
import { ResultScreen } from '../../forms/index.ts';
import { paths, withQuery } from '../../routes/paths.ts';
import { CopyButton } from './CopyButton.tsx';
import { spacedCardNumber } from './fundsView.ts';
import { money } from '../../i18n/money.ts';

/** After the request: pending review, with the order number and the way to track it. */
export function WithdrawalResult({ withdrawal }: { withdrawal: Withdrawal }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const inCurrency = (value: string) => money(value, withdrawal.currency);
  return (
    <ResultScreen
      status="pending"
      title={t('funds.cashOut.resultTitle')}
      description={t('funds.cashOut.resultBody', {
        net: inCurrency(withdrawal.netAmount),
        amount: inCurrency(withdrawal.amount),
      })}
      details={
        <Card>
          <DescriptionList
            inline
            items={[
              {
                label: t('funds.orderNo'),
                value: withdrawal.orderNo,
                action: <CopyButton value={withdrawal.orderNo} label={t('funds.orderNo')} />,
              },
              {
                label: t('funds.cashOut.to'),
                value: withdrawal.method === 'card' ? spacedCardNumber(withdrawal.destination) : withdrawal.destination,
              },
              { label: t('funds.cashOut.amount'), value: inCurrency(withdrawal.amount) },
              { label: t('funds.cashOut.feeShort'), value: inCurrency(withdrawal.fee) },
              { label: t('funds.cashOut.net'), value: inCurrency(withdrawal.netAmount) },
              {
                label: t('funds.status'),
                value: (
                  <StatusBadge
                    tone={statusTone('withdrawal', withdrawal.status)}
                    label={t(statusLabelKey('withdrawal', withdrawal.status))}
                  />
                ),
              },
            ]}
          />
        </Card>
      }
      actions={
        <>
          <Button
            block
            size="lg"
            onClick={() => navigate(withQuery(paths.information.fundRecord, { kind: 'withdrawal' }))}
          >
            {t('funds.cashOut.track')}
          </Button>
          <Button block size="lg" variant="ghost" onClick={() => navigate(paths.information.wallet)}>
            {t('funds.toWallet')}
          </Button>
        </>
      }
    />
  );
}
