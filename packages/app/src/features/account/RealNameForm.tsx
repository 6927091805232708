import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Card, Checkbox, TextField, Upload, useToast, type UploadFn } from '@broker/ui';
import { validateRealName } from '@broker/domain';
import type { RealName } from '@broker/contract';
import { useDomainForm, usePhotoUpload, useUploadsInProgress, type Photo } from '../../forms/index.ts';
import { paths } from '../../routes/paths.ts';
import { Screen } from '../../shell/Screen.tsx';
import { useSubmitRealName } from './api.ts';
import * as styles from './forms.css.ts';

/** Answers that mean the record changed elsewhere (another device): reload it. */
const staleKeys = new Set(['error.realName.underReview', 'error.realName.alreadyVerified']);

export interface RealNameFormProps {
  /** The current record: none, or rejected with the operator's remark. */
  record: RealName;
  /** The record after a successful submission (reviewing). */
  onSubmitted: (record: RealName) => void;
  /** Reloads the record. */
  onStale: () => void;
}

/** The identity verification form: name, optional ID number and address, both ID photos, consent. */
export function RealNameForm({ record, onSubmitted, onStale }: RealNameFormProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const { trigger, pending } = useSubmitRealName();
  const uploadIdFront = usePhotoUpload('idFront');
  const uploadIdBack = usePhotoUpload('idBack');
  const uploads = useUploadsInProgress();
  const form = useDomainForm({
    initial: {
      name: record.status === 'rejected' ? (record.name ?? '') : '',
      idNumber: '',
      address: record.status === 'rejected' ? (record.address ?? '') : '',
      frontImage: null as Photo | null,
      backImage: null as Photo | null,
      consent: false,
    },
    fields: ['name', 'idNumber', 'address', 'frontImage', 'backImage', 'consent'],
    path: 'user/realName',
  });
  const { values } = form;

  const uploader =
    (upload: ReturnType<typeof usePhotoUpload>, field: 'frontImage' | 'backImage'): UploadFn =>
    async (blob, info) => {
      const photo = await upload(blob, info.contentType);
      form.set({ [field]: photo });
      return { url: photo.url };
    };

  const input = () => ({
    name: values.name.trim(),
    idNumber: values.idNumber.trim() || undefined,
    address: values.address.trim() || undefined,
    frontImage: values.frontImage?.path,
    backImage: values.backImage?.path,
    consent: values.consent,
  });

  const submit = form.handleSubmit({
    validate: () => validateRealName(input(), { status: record.status }),
    send: async (requestId) => {
      const body = input();
      const submitted = await trigger({
        ...body,
        frontImage: body.frontImage ?? '',
        backImage: body.backImage ?? '',
        requestId,
      });
      toast.show(t('account.realName.submitted'), { tone: 'positive' });
      onSubmitted(submitted);
    },
    // The toast says why; a record that changed on another device is read again.
    onFailure: ({ key }) => {
      if (staleKeys.has(key)) onStale();
    },
  });

  const optional = (label: string) => `${label} (${t('common.optional')})`;

  return (
    <Screen
      title={t('account.realName.title')}
      footer={
        <Button block size="lg" type="submit" form={form.formId} {...uploads.submitState(pending)}>
          {t('account.realName.submit')}
        </Button>
      }
    >
      {record.status === 'rejected' ? (
        <Card title={t('status.realName.rejected')}>
          <p className={styles.intro}>{t('account.realName.state.rejected')}</p>
          {record.remark ? (
            <p className={styles.remark}>{t('account.realName.remark', { remark: record.remark })}</p>
          ) : null}
        </Card>
      ) : null}
      <form id={form.formId} className={styles.form} noValidate onSubmit={submit}>
        <p className={styles.intro}>{t('account.realName.intro')}</p>
        <TextField {...form.field('name')} label={t('account.realName.name')} autoComplete="name" required />
        <TextField {...form.field('idNumber')} label={optional(t('account.realName.idNumber'))} autoComplete="off" />
        <TextField
          {...form.field('address')}
          label={optional(t('account.realName.address'))}
          autoComplete="street-address"
        />
        <Upload
          id={form.fieldId('frontImage')}
          label={t('account.realName.front')}
          hint={t('account.realName.photoHint')}
          capture="environment"
          upload={uploader(uploadIdFront, 'frontImage')}
          onBusyChange={uploads.onBusyChange('frontImage')}
          value={values.frontImage?.url ?? null}
          onChange={(url) => {
            if (url === null) form.set({ frontImage: null });
          }}
          error={form.errors.frontImage}
        />
        <Upload
          id={form.fieldId('backImage')}
          label={t('account.realName.back')}
          hint={t('account.realName.photoHint')}
          capture="environment"
          upload={uploader(uploadIdBack, 'backImage')}
          onBusyChange={uploads.onBusyChange('backImage')}
          value={values.backImage?.url ?? null}
          onChange={(url) => {
            if (url === null) form.set({ backImage: null });
          }}
          error={form.errors.backImage}
        />
        <div id={form.fieldId('consent')} tabIndex={-1} className={styles.photo}>
          <Checkbox
            checked={values.consent}
            onChange={(checked) => form.set({ consent: checked })}
            required
            error={form.errors.consent}
          >
            {t('account.realName.consent')}
          </Checkbox>
          <Link className={styles.link} to={paths.information.privacy}>
            {t('account.realName.readPrivacy')}
          </Link>
        </div>
      </form>
    </Screen>
  );
}
