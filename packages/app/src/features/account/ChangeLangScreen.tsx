import { useTranslation } from 'react-i18next';
import { RadioGroup, useToast } from '@broker/ui';
import { useSaveLanguage } from './api.ts';
import { changeLanguage, isLanguage, languages, type Language } from '../../i18n/i18n.ts';
import { Screen } from '../../shell/Screen.tsx';

/**
 * /information/changeLang: the six languages, each named in its own language. A choice switches
 * the UI at once and is kept on the device; the server is told too (for notices and news), and
 * a failure there is toasted by the shared client while the UI keeps the new language.
 */
export function ChangeLangScreen() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const { trigger } = useSaveLanguage();
  const current = isLanguage(i18n.language) ? i18n.language : null;

  const choose = async (language: Language | null) => {
    if (!language || language === current) return;
    await changeLanguage(language);
    toast.show(i18n.t('language.saved'), { tone: 'positive' });
    trigger({ language }).catch(() => undefined);
  };

  return (
    <Screen title={t('language.title')}>
      <RadioGroup<Language>
        label={t('account.settings.language')}
        value={current}
        onChange={(language) => void choose(language)}
        options={languages.map((language) => ({
          value: language,
          label: <span lang={language}>{t(`language.${language}`)}</span>,
        }))}
      />
    </Screen>
  );
}
