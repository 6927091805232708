import { useTranslation } from 'react-i18next';
import { Card, DescriptionList, type DescriptionListItem } from '@broker/ui';
import type { Channel } from '@broker/contract';
import { useSiteConfig } from '../../config/ConfigGate.tsx';
import { imageUrl } from '../../config/siteConfig.ts';
import { CopyButton } from './CopyButton.tsx';
import * as styles from './funds.css.ts';

/** Where to pay: the channel's payee (bank account or wallet address), with copy buttons and QR code. */
export function PayeeCard({ channel }: { channel: Channel }) {
  const { t } = useTranslation();
  const config = useSiteConfig();
  const { payee } = channel;
  const items: DescriptionListItem[] = [];
  const add = (label: string, value: string | null | undefined, copyable = false) => {
    if (!value) return;
    items.push({ label, value, action: copyable ? <CopyButton value={value} label={label} /> : undefined });
  };
  add(t('funds.payee.holderName'), payee.holderName, true);
  add(t('funds.payee.bankName'), payee.bankName);
  add(t('funds.payee.accountNumber'), payee.accountNumber, true);
  add(t('funds.payee.branchName'), payee.branchName);
  add(t('funds.payee.walletType'), payee.walletType);
  add(t('funds.payee.network'), payee.network);
  add(t('funds.payee.address'), payee.address, true);
  return (
    <Card title={t('funds.payee.title')}>
      <div className={styles.stack}>
        <DescriptionList items={items} />
        {payee.qrImage ? (
          <img className={styles.qrImage} src={imageUrl(config.imageBase, payee.qrImage)} alt={t('funds.payee.qr')} />
        ) : null}
        {payee.walletType && payee.network ? (
          <p className={styles.muted}>
            {t('funds.payee.networkWarning', { walletType: payee.walletType, network: payee.network })}
          </p>
        ) : null}
      </div>
    </Card>
  );
}
