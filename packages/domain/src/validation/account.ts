import type { AccountRule } from '../constants.ts';
import type { RealNameStatus } from '../status/statuses.ts';
import type { Issue, Issues } from './issue.ts';
import { checkNewPassword } from '../account/password.ts';
import {
  checkFundPassword,
  checkText,
  collect,
  invalid,
  isBlank,
  isPositiveInteger,
  issue,
  requiredIssue,
} from './issue.ts';

/** Account names: `any` 4–32 of `[A-Za-z0-9_.@+-]`; `phone10` exactly 10 digits (api.md §4.2). */
export const ACCOUNT_ANY_PATTERN = /^[A-Za-z0-9_.@+-]{4,32}$/;
export const ACCOUNT_PHONE10_PATTERN = /^\d{10}$/;
/** The `phone10` rule's length: a phone field accepts no more digits. */
export const PHONE10_DIGITS = 10;
export const FUND_PASSWORD_PATTERN = /^\d{6}$/;

/** Returns the field issues first; if there are none, the first business issue (the server's answer). */
export function phased(fieldIssues: Issues, business: () => readonly (Issue | null | false | undefined)[]): Issues {
  if (fieldIssues.length > 0) return fieldIssues;
  return collect(...business()).slice(0, 1);
}

function checkAccount(value: unknown, rule: AccountRule): Issue | null {
  if (isBlank(value)) return requiredIssue('account');
  if (typeof value !== 'string') return invalid('account', 'type');
  if (rule === 'phone10') return ACCOUNT_PHONE10_PATTERN.test(value) ? null : invalid('account', 'phone10');
  return ACCOUNT_ANY_PATTERN.test(value) ? null : invalid('account', 'format');
}

function checkConfirmation(field: string, password: unknown, confirmation: unknown): Issue | null {
  if (isBlank(confirmation)) return requiredIssue(field);
  return password === confirmation ? null : issue(field, 'error.password.mismatch');
}

export interface RegistrationInput {
  account: unknown;
  password: unknown;
  confirmPassword: unknown;
  inviteCode: unknown;
}

/**
 * Registration (specification §5, api.md §4.2): all four required; the account per the config's
 * rule; the password by the policy of account/password.ts (8–128, `commonPassword: true` from the
 * server's list → rule `common`); confirmation equal. `inviterExists: false` (server) →
 * `invite.inviterNotFound`, `accountExists: true` → `account.exists`.
 */
export function validateRegistration(
  input: RegistrationInput,
  context: { accountRule: AccountRule; inviterExists?: boolean; accountExists?: boolean; commonPassword?: boolean },
): Issues {
  const fields = collect(
    checkAccount(input.account, context.accountRule),
    checkNewPassword('password', input.password, context.commonPassword),
    checkConfirmation('confirmPassword', input.password, input.confirmPassword),
    checkText('inviteCode', input.inviteCode, 1, 64),
  );
  return phased(fields, () => [
    context.inviterExists === false && issue('inviteCode', 'error.invite.inviterNotFound'),
    context.accountExists === true && issue('account', 'error.account.exists'),
  ]);
}

/** Login: account and password required (credentials are checked on the server). */
export function validateLogin(input: { account: unknown; password: unknown }): Issues {
  return collect(
    isBlank(input.account) && requiredIssue('account'),
    isBlank(input.password) && requiredIssue('password'),
  );
}

/** Change of login password: old required, new by the password policy, confirmation equal. */
export function validatePasswordChange(
  input: {
    oldPassword: unknown;
    newPassword: unknown;
    confirmPassword: unknown;
  },
  context: { commonPassword?: boolean } = {},
): Issues {
  return collect(
    isBlank(input.oldPassword) && requiredIssue('oldPassword'),
    checkNewPassword('newPassword', input.newPassword, context.commonPassword),
    checkConfirmation('confirmPassword', input.newPassword, input.confirmPassword),
  );
}

function checkSixDigits(field: string, value: unknown): Issue | null {
  if (isBlank(value)) return requiredIssue(field);
  return typeof value === 'string' && FUND_PASSWORD_PATTERN.test(value) ? null : invalid(field, 'format');
}

/** The fund password format: exactly 6 digits. */
export function validateFundPassword(value: unknown, field = 'fundPassword'): Issues {
  return collect(checkSixDigits(field, value));
}

/** Setting or changing the fund password: the old one is required once set (api.md §4.2). */
export function validateFundPasswordChange(
  input: { oldFundPassword?: unknown; newFundPassword: unknown; confirmPassword: unknown },
  context: { fundPasswordSet: boolean },
): Issues {
  return collect(
    context.fundPasswordSet && checkSixDigits('oldFundPassword', input.oldFundPassword),
    checkSixDigits('newFundPassword', input.newFundPassword),
    checkConfirmation('confirmPassword', input.newFundPassword, input.confirmPassword),
  );
}

/** The fund-password gate of withdrawals and product purchases (group P, api.md §7 D5). */
export function validateFundPasswordGate(
  value: unknown,
  context: { fundPasswordSet: boolean; matches?: boolean },
): Issues {
  return collect(checkFundPassword(value, context));
}

export interface RealNameInput {
  name: unknown;
  idNumber?: unknown;
  frontImage: unknown;
  backImage: unknown;
  address?: unknown;
  consent: unknown;
}

/**
 * Real name (api.md §4.3): name 1–64, idNumber optional 6–30 alphanumerics, both images, address
 * ≤ 200, consent ticked. Then the current status: reviewing → `realName.underReview`,
 * verified → `realName.alreadyVerified`.
 */
export function validateRealName(input: RealNameInput, context: { status?: RealNameStatus } = {}): Issues {
  const fields = collect(
    checkText('name', input.name, 1, 64),
    !isBlank(input.idNumber) &&
      (typeof input.idNumber !== 'string' || !/^[A-Za-z0-9]{6,30}$/.test(input.idNumber.trim())) &&
      invalid('idNumber', 'format'),
    isBlank(input.frontImage) && requiredIssue('frontImage'),
    isBlank(input.backImage) && requiredIssue('backImage'),
    checkText('address', input.address, 1, 200, false),
    input.consent !== true && requiredIssue('consent'),
  );
  return phased(fields, () => [
    context.status === 'reviewing' && issue('realName', 'error.realName.underReview'),
    context.status === 'verified' && issue('realName', 'error.realName.alreadyVerified'),
  ]);
}

export interface BankCardInput {
  holderName: unknown;
  cardNumber: unknown;
  bankName: unknown;
  branchName?: unknown;
  bankCode?: unknown;
  branchAddress?: unknown;
}

/** Strips spaces and dashes from a typed card number. */
export const normalizeCardNumber = (cardNumber: string): string => cardNumber.replace(/[\s-]+/g, '');

/** Bank card (api.md §4.3): holder and bank 1–64, card number 8–30 digits (spaces allowed while typing). */
export function validateBankCard(input: BankCardInput, context: { cardExists?: boolean } = {}): Issues {
  const card = input.cardNumber;
  const fields = collect(
    checkText('holderName', input.holderName, 1, 64),
    isBlank(card)
      ? requiredIssue('cardNumber')
      : (typeof card !== 'string' || !/^\d{8,30}$/.test(normalizeCardNumber(card))) && invalid('cardNumber', 'format'),
    checkText('bankName', input.bankName, 1, 64),
    checkText('branchName', input.branchName, 1, 64, false),
    checkText('bankCode', input.bankCode, 1, 32, false),
    checkText('branchAddress', input.branchAddress, 1, 200, false),
  );
  return phased(fields, () => [context.cardExists === true && issue('cardNumber', 'error.card.exists')]);
}

export const walletTypes = ['USDT', 'ETH', 'BTC', 'USDC'] as const;
export type WalletType = (typeof walletTypes)[number];
export const walletNetworks = ['TRC20', 'ERC20', 'BTC'] as const;
export type WalletNetwork = (typeof walletNetworks)[number];

/** Networks per wallet type, the default first (api.md §4.3). */
export const networksByWalletType = {
  USDT: ['TRC20', 'ERC20'],
  USDC: ['ERC20', 'TRC20'],
  ETH: ['ERC20'],
  BTC: ['BTC'],
} as const satisfies Record<WalletType, readonly WalletNetwork[]>;

export function defaultNetwork(walletType: WalletType): WalletNetwork {
  return networksByWalletType[walletType][0];
}

const BASE58 = '1-9A-HJ-NP-Za-km-z';
const addressPatterns = {
  TRC20: new RegExp(`^T[${BASE58}]{33}$`),
  ERC20: /^0x[0-9a-fA-F]{40}$/,
  BTC: new RegExp(`^(?:[${BASE58}]{26,62}|bc1[02-9ac-hj-np-z]{23,59})$`),
} as const satisfies Record<WalletNetwork, RegExp>;

/** Address format per network: TRC20 `T` + 33 base58, ERC20 `0x` + 40 hex, BTC 26–62 base58 or bech32. */
export function isValidAddress(network: WalletNetwork, address: string): boolean {
  return addressPatterns[network].test(address);
}

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/** Wallet address (api.md §4.3): type and address required; network allowed for the type; format per network. */
export function validateWalletAddress(
  input: { walletType: unknown; network?: unknown; address: unknown },
  context: { addressExists?: boolean } = {},
): Issues {
  const { walletType, network, address } = input;
  if (isBlank(walletType) || !isOneOf(walletTypes, walletType)) {
    return collect(
      isBlank(walletType) ? requiredIssue('walletType') : invalid('walletType', 'enum'),
      isBlank(address) && requiredIssue('address'),
    );
  }
  const allowed: readonly WalletNetwork[] = networksByWalletType[walletType];
  const chosen = isBlank(network) ? defaultNetwork(walletType) : network;
  if (!isOneOf(allowed, chosen))
    return collect(invalid('network', 'enum'), isBlank(address) && requiredIssue('address'));
  const fields = collect(
    isBlank(address)
      ? requiredIssue('address')
      : (typeof address !== 'string' || !isValidAddress(chosen, address.trim())) && invalid('address', 'format'),
  );
  return phased(fields, () => [context.addressExists === true && issue('address', 'error.wallet.exists')]);
}

/** Credit points added or subtracted by an operator: a positive integer (api.md §6). */
export function validateCreditPoints(points: unknown, field = 'points'): Issues {
  if (points === undefined || points === null || points === '') return [requiredIssue(field)];
  return isPositiveInteger(points) ? [] : [invalid(field, 'positiveInteger')];
}
