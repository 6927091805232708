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
import { paths } from '../../routes/paths.ts';
import { Screen, useGoBack } from '../../shell/Screen.tsx';
import { FormAlert, useDomainForm, usePhotoUpload, useUploadsInProgress, type Photo } from '../../forms/index.ts';
import { useAddWalletAddress } from './api.ts';
import * as styles from './funds.css.ts';

const isAddressFormat = (params: unknown) =>
  typeof params === 'object' &&
  params !== null &&
  'field' in params &&
  params.field === 'address' &&
  'rule' in params &&
  params.rule === 'format';

/** /information/addWalletAddress: a crypto address (type, network, address, optional QR) for withdrawals. */
export function AddWalletAddressScreen() {
  const { t } = useTranslation();
  const toast = useToast();
  const goBack = useGoBack(paths.information.walletAddress);
  const form = useDomainForm({
    initial: {
      walletType: 'USDT' as WalletType,
      network: defaultNetwork('USDT'),
      address: '',
      qr: null as Photo | null,
    },
    fields: ['walletType', 'network', 'address'],
    path: 'wallet/add',
    // A malformed address is said with the network whose format it misses.
    describe: (key, params, values) =>
      key === 'error.validation.invalid' && isAddressFormat(params)
        ? t('funds.walletAddress.form.addressInvalid', { network: values.network })
        : null,
  });
  const { walletType, network, qr } = form.values;
  const { trigger, pending } = useAddWalletAddress();

  const networks: readonly WalletNetwork[] = networksByWalletType[walletType];

  const chooseType = (next: WalletType) => {
    form.set({ walletType: next, network: defaultNetwork(next) });
    form.clearError('address'); // the address format depends on the network
  };

  const chooseNetwork = (next: WalletNetwork | null) => {
    if (!next) return;
    form.set({ network: next });
    form.clearError('address');
  };

  const uploadQrImage = usePhotoUpload('walletQr');
  const uploads = useUploadsInProgress();
  const uploadQr: UploadFn = async (blob, info) => {
    const photo = await uploadQrImage(blob, info.contentType);
    form.set({ qr: photo });
    return { url: photo.url };
  };

  const input = () => ({ walletType, network, address: form.values.address.trim() });
  const submit = form.handleSubmit({
    validate: () => validateWalletAddress(input()),
    send: async (requestId) => {
      await trigger({ ...input(), qrImage: qr?.path, requestId });
      toast.show(t('success.wallet.add'), { tone: 'positive' });
      goBack();
    },
  });

  return (
    <Screen
      title={t('funds.walletAddress.form.title')}
      footer={
        <Button block size="lg" type="submit" form={form.formId} {...uploads.submitState(pending)}>
          {t('funds.walletAddress.form.submit')}
        </Button>
      }
    >
      <form id={form.formId} className={styles.form} noValidate onSubmit={submit}>
        <SegmentedControl<WalletType>
          label={t('funds.walletAddress.form.walletType')}
          options={walletTypes.map((type) => ({ value: type, label: type }))}
          value={walletType}
          onChange={chooseType}
        />
        <RadioGroup<WalletNetwork>
          label={t('funds.walletAddress.form.network')}
          orientation="horizontal"
          required
          options={networks.map((option) => ({
            value: option,
            label:
              option === defaultNetwork(walletType)
                ? t('funds.walletAddress.form.networkDefault', { network: option })
                : option,
          }))}
          value={network}
          onChange={chooseNetwork}
          error={form.errors.network}
        />
        <TextField
          {...form.field('address')}
          label={t('funds.walletAddress.form.address')}
          hint={t(`funds.walletAddress.form.addressHint.${network}`)}
          autoComplete="off"
          required
          maxLength={100}
        />
        <Upload
          label={`${t('funds.walletAddress.form.qr')} (${t('common.optional')})`}
          hint={t('funds.walletAddress.form.qrHint')}
          upload={uploadQr}
          onBusyChange={uploads.onBusyChange('qr')}
          value={qr?.url ?? null}
          onChange={(url) => {
            if (url === null) form.set({ qr: null });
          }}
        />
        <p className={styles.muted}>{t('funds.walletAddress.form.warning', { walletType, network })}</p>
        <FormAlert text={form.alert} />
      </form>
    </Screen>
  );
}
