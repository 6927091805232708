import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Card, DescriptionList, StatusBadge } from '@broker/ui';
import { statusLabelKey, statusTone } from '@broker/domain';
import type { Deposit } from '@broker/contract';
import { ResultScreen } from '../../forms/index.ts';
import { paths, withQuery } from '../../routes/paths.ts';
import { CopyButton } from './CopyButton.tsx';
import { money } from '../../i18n/money.ts';

/** After the report: pending review, with the order number and the way to the records. */
export function DepositResult({ deposit }: { deposit: Deposit }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const amount = money(deposit.amount, deposit.currency);
  return (
    <ResultScreen
      status="pending"
      title={t('funds.deposit.resultTitle')}
      description={t('funds.deposit.resultBody', { amount })}
      details={
        <Card>
          <DescriptionList
            inline
            items={[
              {
                label: t('funds.orderNo'),
                value: deposit.orderNo,
                action: <CopyButton value={deposit.orderNo} label={t('funds.orderNo')} />,
              },
              { label: t('funds.deposit.channel'), value: deposit.channelName },
              { label: t('funds.deposit.amount'), value: amount },
              {
                label: t('funds.status'),
                value: (
                  <StatusBadge
                    tone={statusTone('deposit', deposit.status)}
                    label={t(statusLabelKey('deposit', deposit.status))}
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
            onClick={() => navigate(withQuery(paths.information.fundRecord, { kind: 'deposit' }))}
          >
            {t('funds.deposit.viewRecords')}
          </Button>
          <Button block size="lg" variant="ghost" onClick={() => navigate(paths.information.wallet)}>
            {t('funds.toWallet')}
          </Button>
        </>
      }
    />
  );
}
