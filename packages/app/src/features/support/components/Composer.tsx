import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImagePlus, SendHorizontal } from 'lucide-react';
import { Button, Icon, TextField, Upload, type UploadFn } from '@broker/ui';
import { supportLimits, supportText, validateSupportMessage } from '@broker/domain';
import {
  FormAlert,
  issueFieldRule,
  useDomainForm,
  usePhotoUpload,
  useUploadsInProgress,
  type Photo,
} from '../../../forms/index.ts';
import { useSendSupportMessage } from '../api.ts';
import * as styles from '../support.css.ts';

/** The words of the composer's issues where it says more than the shared texts. */
function useDescribe() {
  const { t } = useTranslation();
  return (key: string, params: unknown): string | null => {
    const { field, rule } = issueFieldRule(params);
    if (key === 'error.validation.required' && field === 'text') return t('support.composer.empty');
    if (key === 'error.validation.invalid' && field === 'text' && rule === 'size') {
      return t('support.composer.tooLong', { max: supportLimits.textMax });
    }
    if (key === 'error.validation.invalid' && field === 'text' && rule === 'format') {
      return t('support.composer.forbiddenCharacters');
    }
    return null;
  };
}

/**
 * Writes to customer service: text, one photo (the kit's Upload, shown on "Photo"), or both,
 * through the form pipeline (docs/forms.md) with the domain's validateSupportMessage. After a
 * send the composer is empty again and the conversation reads its newest messages.
 */
export function Composer() {
  const { t } = useTranslation();
  const describe = useDescribe();
  const { trigger, pending } = useSendSupportMessage();
  const uploadPhoto = usePhotoUpload('supportImage');
  const uploads = useUploadsInProgress();
  const [attaching, setAttaching] = useState(false);
  const form = useDomainForm({
    initial: { text: '', image: null as Photo | null },
    fields: ['image', 'text'],
    path: 'support/send',
    describe: (key, params) => describe(key, params),
  });
  const { image } = form.values;

  const uploadImage: UploadFn = async (blob, info) => {
    const photo = await uploadPhoto(blob, info.contentType);
    form.set({ image: photo });
    return { url: photo.url };
  };

  const submit = form.handleSubmit({
    validate: () => validateSupportMessage({ text: form.values.text, image: image?.path }),
    send: async (requestId) => {
      const text = supportText(form.values.text);
      await trigger({ requestId, ...(text ? { text } : {}), ...(image ? { image: image.path } : {}) });
      form.set({ text: '', image: null });
      setAttaching(false);
    },
  });

  return (
    <form
      id={form.formId}
      aria-label={t('support.composer.label')}
      className={styles.composer}
      noValidate
      onSubmit={submit}
    >
      {attaching || image ? (
        <Upload
          id={form.fieldId('image')}
          label={t('support.composer.photo')}
          upload={uploadImage}
          onBusyChange={uploads.onBusyChange('image')}
          value={image?.url ?? null}
          onChange={(url) => {
            if (url === null) form.set({ image: null });
          }}
          error={form.errors.image}
        />
      ) : null}
      <div className={styles.composerRow}>
        <div className={styles.composerText}>
          <TextField
            {...form.field('text')}
            label={t('support.composer.label')}
            placeholder={t('support.composer.placeholder')}
            enterKeyHint="send"
            autoComplete="off"
          />
        </div>
        <Button variant="secondary" icon={<Icon icon={ImagePlus} />} onClick={() => setAttaching((open) => !open)}>
          {t('support.composer.attach')}
        </Button>
        <Button
          type="submit"
          form={form.formId}
          icon={<Icon icon={SendHorizontal} />}
          {...uploads.submitState(pending, t('support.composer.sending'))}
        >
          {t('support.composer.send')}
        </Button>
      </div>
      <FormAlert text={form.alert} />
    </form>
  );
}
