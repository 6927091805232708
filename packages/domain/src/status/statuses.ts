/** Review states of deposits, withdrawals, loans and intraday applications (api.md §3). */
export const reviewStatuses = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];
export type DepositStatus = ReviewStatus;
export type WithdrawalStatus = ReviewStatus;
export type LoanStatus = ReviewStatus;
export type IntradayStatus = ReviewStatus;

export const realNameStatuses = ['none', 'reviewing', 'verified', 'rejected'] as const;
export type RealNameStatus = (typeof realNameStatuses)[number];

export const positionStatuses = ['pending', 'holding', 'locked', 'closing', 'closed', 'cancelled'] as const;
export type PositionStatus = (typeof positionStatuses)[number];

export const newShareStatuses = ['upcoming', 'open', 'closed', 'listed'] as const;
export type NewShareStatus = (typeof newShareStatuses)[number];

export const newShareRecordStatuses = ['drawing', 'won', 'notWon', 'toPay', 'paid', 'waived'] as const;
export type NewShareRecordStatus = (typeof newShareRecordStatuses)[number];

export const copyRecordStatuses = ['notStarted', 'running', 'ended'] as const;
export type CopyRecordStatus = (typeof copyRecordStatuses)[number];

export const aiRecordStatuses = ['waiting', 'active', 'ended'] as const;
export type AiRecordStatus = (typeof aiRecordStatuses)[number];

export const lendingStatuses = ['borrowing', 'completed'] as const;
export type LendingStatus = (typeof lendingStatuses)[number];

export const marginStatuses = ['notApplied', 'applied', 'activated', 'ended'] as const;
export type MarginStatus = (typeof marginStatuses)[number];

/** Account restrictions are flags set by operators, not a lifecycle: they have no transitions. */
export const accountRestrictions = ['frozen', 'loginBanned', 'tradeBanned', 'withdrawBanned', 'disabled'] as const;
export type AccountRestriction = (typeof accountRestrictions)[number];

/** Every entity with a status, and its values. The key is also the label-key segment. */
export const statusesByEntity = {
  realName: realNameStatuses,
  deposit: reviewStatuses,
  withdrawal: reviewStatuses,
  loan: reviewStatuses,
  intraday: reviewStatuses,
  position: positionStatuses,
  newShare: newShareStatuses,
  newShareRecord: newShareRecordStatuses,
  copyRecord: copyRecordStatuses,
  aiRecord: aiRecordStatuses,
  lending: lendingStatuses,
  margin: marginStatuses,
  restriction: accountRestrictions,
} as const;

export type StatusEntity = keyof typeof statusesByEntity;
export type StatusOf<E extends StatusEntity> = (typeof statusesByEntity)[E][number];
export const statusEntities = Object.keys(statusesByEntity) as StatusEntity[];

export function isStatusOf<E extends StatusEntity>(entity: E, value: unknown): value is StatusOf<E> {
  return typeof value === 'string' && (statusesByEntity[entity] as readonly string[]).includes(value);
}
