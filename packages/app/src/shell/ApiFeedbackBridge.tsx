import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useToast } from '@broker/ui';
import { displayErrorKey, UNAUTHORIZED_REDIRECT_MS } from '@broker/domain';
import { setApiFeedback } from '../api/client.ts';
import { sessionStore } from '../session/sessionStore.ts';
import { paths } from '../routes/paths.ts';

/**
 * The toast's words through the forms' issueText (bounds in their currency, lock-out times),
 * loaded with the first failure rather than in the entry, which carries no money formatting
 * (issue #17); the key's own text when even that chunk cannot load (offline on a first failure).
 */
const toastText = (t: TFunction, key: string, data: unknown): Promise<string> =>
  import('../forms/issueText.ts').then(
    ({ answerText }) => answerText(t, key, data),
    () => t(displayErrorKey(key)),
  );

/**
 * Connects the shared API client to the toast and the router (specification §7): a translated
 * toast for 2 s; the deposit/withdrawal-time toast with its window; on 401 a toast, then after
 * 2 s local storage cleared but the language, and /login/login.
 */
export function ApiFeedbackBridge() {
  const toast = useToast();
  const navigate = useNavigate();
  const { t } = useTranslation();
  useEffect(() => {
    let redirect: ReturnType<typeof setTimeout> | undefined;
    setApiFeedback({
      toast(key, data) {
        void toastText(t, key, data).then((text) => toast.show(text, { tone: 'negative' }));
      },
      unauthorized() {
        if (redirect) return;
        toast.show(t('error.session.expired'), { tone: 'negative' });
        redirect = setTimeout(() => {
          redirect = undefined;
          sessionStore.clearAfterUnauthorized();
          navigate(paths.login.login, { replace: true });
        }, UNAUTHORIZED_REDIRECT_MS);
      },
    });
    return () => {
      setApiFeedback(null);
      if (redirect) clearTimeout(redirect);
    };
  }, [toast, navigate, t]);
  return null;
}
