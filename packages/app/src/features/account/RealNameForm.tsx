import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Card, Checkbox, TextField, Upload, useToast, type UploadFn } from '@broker/ui';
import { validateRealName } from '@broker/domain';
import type { RealName, UploadPurpose } from '@broker/contract';
import { ApiFailure } from '../../api/client.ts';
import { useApiMutation } from '../../api/hooks.ts';
import { useSiteConfig } from '../../config/ConfigGate.tsx';
import { imageUrl } from '../../config/siteConfig.ts';
import { paths } from '../../routes/paths.ts';
import { Screen } from '../../shell/Screen.tsx';
import { fieldErrors } from './formErrors.ts';
import { uploadImage } from '../../api/uploadImage.ts';
import { useForm } from './useForm.ts';
import * as styles from './forms.css.ts';

/** An uploaded ID photo: the path goes to the server, the url shows the preview. */
interface Photo {
  path: string;
  url: string;
}

const fields = ['name', 'idNumber', 'address', 'frontImage', 'backImage', 'consent'] as const;

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
  const config = useSiteConfig();
  const { formId, values, errors, change, fieldId, showErrors, setErrors } = useForm({
    name: record.status === 'rejected' ? (record.name ?? '') : '',
    idNumber: '',
    address: record.status === 'rejected' ? (record.address ?? '') : '',
  });
  const [consent, setConsent] = useState(false);
  const [front, setFront] = useState<Photo | null>(null);
  const [back, setBack] = useState<Photo | null>(null);
  const { trigger, pending } = useApiMutation('user/realName');

  const clearError = (field: string) =>
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _removed, ...rest } = current;
      return rest;
    });

  const uploader =
    (purpose: UploadPurpose, keep: (photo: Photo) => void, field: string): UploadFn =>
    async (blob, info) => {
      const uploaded = await uploadImage(purpose, blob, info.contentType);
      const photo = { path: uploaded.path, url: imageUrl(config.imageBase, uploaded.url) };
      keep(photo);
      clearError(field);
      return { url: photo.url };
    };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = {
      name: values.name.trim(),
      idNumber: values.idNumber.trim() || undefined,
      address: values.address.trim() || undefined,
      frontImage: front?.path,
      backImage: back?.path,
      consent,
    };
    const issues = validateRealName(input, { status: record.status });
    if (issues.length > 0 || !input.frontImage || !input.backImage) {
      return showErrors(fieldErrors(issues, t), fields);
    }
    showErrors({}, fields);
    try {
      const submitted = await trigger({ ...input, frontImage: input.frontImage, backImage: input.backImage });
      toast.show(t('realName.submitted'), { tone: 'positive' });
      onSubmitted(submitted);
    } catch (failure) {
      if (failure instanceof ApiFailure && staleKeys.has(failure.key)) onStale();
    }
  };

  const optional = (label: string) => `${label} (${t('common.optional')})`;

  return (
    <Screen
      title={t('realName.title')}
      footer={
        <Button block size="lg" type="submit" form={formId} loading={pending} loadingLabel={t('common.sending')}>
          {t('realName.submit')}
        </Button>
      }
    >
      {record.status === 'rejected' ? (
        <Card title={t('status.realName.rejected')}>
          <p className={styles.intro}>{t('realName.state.rejected')}</p>
          {record.remark ? <p className={styles.remark}>{t('realName.remark', { remark: record.remark })}</p> : null}
        </Card>
      ) : null}
      <form id={formId} className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <p className={styles.intro}>{t('realName.intro')}</p>
        <TextField
          id={fieldId('name')}
          label={t('realName.name')}
          autoComplete="name"
          required
          value={values.name}
          onChange={change('name')}
          error={errors.name}
        />
        <TextField
          id={fieldId('idNumber')}
          label={optional(t('realName.idNumber'))}
          autoComplete="off"
          value={values.idNumber}
          onChange={change('idNumber')}
          error={errors.idNumber}
        />
        <TextField
          id={fieldId('address')}
          label={optional(t('realName.address'))}
          autoComplete="street-address"
          value={values.address}
          onChange={change('address')}
          error={errors.address}
        />
        <div id={fieldId('frontImage')} tabIndex={-1} className={styles.photo}>
          <Upload
            label={t('realName.front')}
            hint={t('realName.photoHint')}
            capture="environment"
            upload={uploader('idFront', setFront, 'frontImage')}
            value={front?.url ?? null}
            onChange={(url) => {
              if (url === null) setFront(null);
            }}
          />
          {errors.frontImage ? <p className={styles.fieldError}>{errors.frontImage}</p> : null}
        </div>
        <div id={fieldId('backImage')} tabIndex={-1} className={styles.photo}>
          <Upload
            label={t('realName.back')}
            hint={t('realName.photoHint')}
            capture="environment"
            upload={uploader('idBack', setBack, 'backImage')}
            value={back?.url ?? null}
            onChange={(url) => {
              if (url === null) setBack(null);
            }}
          />
          {errors.backImage ? <p className={styles.fieldError}>{errors.backImage}</p> : null}
        </div>
        <div id={fieldId('consent')} tabIndex={-1} className={styles.photo}>
          <Checkbox
            checked={consent}
            onChange={(checked) => {
              setConsent(checked);
              clearError('consent');
            }}
            required
            error={errors.consent}
          >
            {t('realName.consent')}
          </Checkbox>
          <Link className={styles.link} to={paths.information.pric}>
            {t('realName.readPrivacy')}
          </Link>
        </div>
      </form>
    </Screen>
  );
}
