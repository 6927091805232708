import { useTranslation } from 'react-i18next';
import { Card } from '@broker/ui';
import type { Channel } from '@broker/contract';
import { useSiteConfig } from '../../config/ConfigGate.tsx';
import * as styles from './funds.css.ts';

/**
 * What a depositor should know before paying: who the payee is, what happens after the upload,
 * how long the review takes, and how to recognise payment fraud.
 */
export function TrustPanel({ channel }: { channel: Channel }) {
  const { t } = useTranslation();
  const { title } = useSiteConfig();
  const { payee } = channel;
  let payeeText: string;
  if (channel.kind === 'bank') payeeText = t('funds.trust.payeeBank', { holder: payee.holderName ?? title });
  else if (payee.network) {
    payeeText = t('funds.trust.payeeCrypto', {
      walletType: payee.walletType ?? channel.currency,
      network: payee.network,
    });
  } else payeeText = t('funds.trust.payeeAddress', { walletType: payee.walletType ?? channel.currency });
  return (
    <Card title={t('funds.trust.title')}>
      <div className={styles.stack}>
        <p className={styles.text}>{payeeText}</p>
        <h3 className={styles.subheading}>{t('funds.trust.stepsTitle')}</h3>
        <ol className={styles.list}>
          <li>{t('funds.trust.steps.pay')}</li>
          <li>{t('funds.trust.steps.upload')}</li>
          <li>{t('funds.trust.steps.review')}</li>
          <li>{t('funds.trust.steps.credit')}</li>
        </ol>
        <p className={styles.text}>{t('funds.trust.duration')}</p>
        <h3 className={styles.subheading}>{t('funds.trust.warningsTitle')}</h3>
        <ul className={styles.list}>
          <li>{t('funds.trust.warnings.onlyPayee')}</li>
          <li>{t('funds.trust.warnings.passwords')}</li>
          <li>{t('funds.trust.warnings.returns')}</li>
        </ul>
      </div>
    </Card>
  );
}
