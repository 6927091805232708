import type { ErrorFieldTable } from '../forms/errorFieldTable.ts';

/** Accounts: registration, passwords, identity. */
export const accountErrorFields: ErrorFieldTable = {
  'user/register': {
    'error.account.exists': 'account',
    'error.invite.inviterNotFound': 'inviteCode',
    'error.password.mismatch': 'confirmPassword',
  },
  'user/password': {
    'error.password.wrongOriginal': 'oldPassword',
    'error.password.mismatch': 'confirmPassword',
  },
  'user/fundPassword': {
    'error.fundPassword.wrong': 'oldFundPassword',
    'error.password.mismatch': 'confirmPassword',
  },
};
