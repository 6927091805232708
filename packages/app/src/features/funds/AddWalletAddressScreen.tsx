import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, RadioGroup, SegmentedControl, TextField, Upload, useToast, type UploadFn } from '@broker/ui';
import {
  defaultNetwork,
  networksByWalletType,
  validateWalletAddress,
  walletTypes,
  type WalletNetwork,
  type WalletType,
} from '@broker/domain';
import { ApiFailure } from '../../api/client.ts';
import { useApiMutation } from '../../api/hooks.ts';
import { useSiteConfig } from '../../config/ConfigGate.tsx';
import { imageUrl } from '../../config/siteConfig.ts';
import { paths } from '../../routes/paths.ts';
import { Screen, useGoBack } from '../../shell/Screen.tsx';
import { fieldErrors, serverFieldError } from '../account/formErrors.ts';
import { uploadImage } from '../account/uploadImage.ts';
import { useForm } from '../account/useForm.ts';
import { useRevalidate } from './queries.ts';
import * as styles from './funds.css.ts';

const fields = ['walletType', 'network', 'address'] as const;

const serverFields = { 'error.wallet.exists': 'address' } as const;

/** An uploaded QR image: the path goes to the server, the url shows the preview. */
interface Photo {
  path: string;
  url: string;
}

/** /information/addWalletAddress: a crypto address (type, network, address, optional QR) for withdrawals. */
export function AddWalletAddressScreen() {
  const { t } = useTranslation();
  const toast = useToast();
  const config = useSiteConfig();
  const goBack = useGoBack(paths.information.walletAddress);
  const revalidate = useRevalidate();
  const { formId, values, errors, change, fieldId, showErrors, setErrors } = useForm({ address: '' });
  const [walletType, setWalletType] = useState<WalletType>('USDT');
  const [network, setNetwork] = useState<WalletNetwork>(defaultNetwork('USDT'));
  const [qr, setQr] = useState<Photo | null>(null);
  const { trigger, pending } = useApiMutation('wallet/add');

  const networks: readonly WalletNetwork[] = networksByWalletType[walletType];

  const chooseType = (next: WalletType) => {
    setWalletType(next);
    setNetwork(defaultNetwork(next));
    setErrors({}); // the address format depends on the network
  };

  const chooseNetwork = (next: WalletNetwork | null) => {
    if (!next) return;
    setNetwork(next);
    setErrors({});
  };

  const uploadQr: UploadFn = async (blob, info) => {
    const uploaded = await uploadImage('walletQr', blob, info.contentType);
    const photo = { path: uploaded.path, url: imageUrl(config.imageBase, uploaded.url) };
    setQr(photo);
    return { url: photo.url };
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = { walletType, network, address: values.address.trim() };
    const issues = validateWalletAddress(input);
    if (issues.length > 0) {
      const texts = fieldErrors(issues, t);
      const badFormat = issues.some((issue) => issue.field === 'address' && issue.params?.rule === 'format');
      return showErrors(
        badFormat ? { ...texts, address: t('walletAddress.form.addressInvalid', { network }) } : texts,
        fields,
      );
    }
    showErrors({}, fields);
    try {
      await trigger({ ...input, qrImage: qr?.path });
    } catch (failure) {
      const key = failure instanceof ApiFailure ? failure.key : undefined;
      return showErrors(serverFieldError(key, serverFields, t), fields);
    }
    void revalidate('wallet/list');
    toast.show(t('success.wallet.add'), { tone: 'positive' });
    goBack();
  };

  return (
    <Screen
      title={t('walletAddress.form.title')}
      footer={
        <Button block size="lg" type="submit" form={formId} loading={pending} loadingLabel={t('common.sending')}>
          {t('walletAddress.form.submit')}
        </Button>
      }
    >
      <form id={formId} className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <SegmentedControl<WalletType>
          label={t('walletAddress.form.walletType')}
          options={walletTypes.map((type) => ({ value: type, label: type }))}
          value={walletType}
          onChange={chooseType}
        />
        <RadioGroup<WalletNetwork>
          label={t('walletAddress.form.network')}
          orientation="horizontal"
          required
          options={networks.map((option) => ({
            value: option,
            label:
              option === defaultNetwork(walletType)
                ? t('walletAddress.form.networkDefault', { network: option })
                : option,
          }))}
          value={network}
          onChange={chooseNetwork}
          error={errors.network}
        />
        <TextField
          id={fieldId('address')}
          label={t('walletAddress.form.address')}
          hint={t(`walletAddress.form.addressHint.${network}`)}
          autoComplete="off"
          required
          maxLength={100}
          value={values.address}
          onChange={change('address')}
          error={errors.address}
        />
        <Upload
          label={`${t('walletAddress.form.qr')} (${t('common.optional')})`}
          hint={t('walletAddress.form.qrHint')}
          upload={uploadQr}
          value={qr?.url ?? null}
          onChange={(url) => {
            if (url === null) setQr(null);
          }}
        />
        <p className={styles.muted}>{t('walletAddress.form.warning', { walletType, network })}</p>
      </form>
    </Screen>
  );
}
