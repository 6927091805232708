import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '@broker/ui';
import { useLogout } from '../../session/useAccount.ts';

/** "Log out" with a confirmation: the server session is revoked, then /login/login after 1 s. */
export function LogoutButton() {
  const { t } = useTranslation();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button block size="lg" variant="secondary" onClick={() => setOpen(true)}>
        {t('common.logout')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('account.logoutConfirm.title')}
        message={t('account.logoutConfirm.body')}
        confirmLabel={t('common.logout')}
        cancelLabel={t('common.cancel')}
        loadingLabel={t('common.loading')}
        destructive
        onConfirm={logout}
      />
    </>
  );
}
