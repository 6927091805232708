import type {
  AccountRestriction,
  AiRecordStatus,
  CopyRecordStatus,
  LendingStatus,
  MarginStatus,
  NewShareRecordStatus,
  NewShareStatus,
  PositionStatus,
  RealNameStatus,
  ReviewStatus,
  StatusEntity,
  StatusOf,
} from './statuses.ts';
import { statusesByEntity } from './statuses.ts';

/** Badge tones of the UI kit. */
export const tones = ['positive', 'negative', 'pending', 'neutral', 'info'] as const;
export type Tone = (typeof tones)[number];

/** The message key of a status label, e.g. `status.deposit.pending`. */
export type StatusLabelKey = { [E in StatusEntity]: `status.${E}.${StatusOf<E>}` }[StatusEntity];

export function statusLabelKey<E extends StatusEntity>(entity: E, status: StatusOf<E>): `status.${E}.${StatusOf<E>}` {
  return `status.${entity}.${status}`;
}

/** Every status label key, for the locale completeness test. */
export const statusLabelKeys: readonly StatusLabelKey[] = (Object.keys(statusesByEntity) as StatusEntity[]).flatMap(
  (entity) =>
    (statusesByEntity[entity] as readonly string[]).map((status) => `status.${entity}.${status}` as StatusLabelKey),
);

export function reviewTone(status: ReviewStatus): Tone {
  switch (status) {
    case 'pending':
      return 'pending';
    case 'approved':
      return 'positive';
    case 'rejected':
      return 'negative';
    default:
      return status satisfies never;
  }
}

export function realNameTone(status: RealNameStatus): Tone {
  switch (status) {
    case 'none':
      return 'neutral';
    case 'reviewing':
      return 'pending';
    case 'verified':
      return 'positive';
    case 'rejected':
      return 'negative';
    default:
      return status satisfies never;
  }
}

export function positionTone(status: PositionStatus): Tone {
  switch (status) {
    case 'pending':
    case 'closing':
      return 'pending';
    case 'holding':
      return 'positive';
    case 'locked':
      return 'info';
    case 'closed':
    case 'cancelled':
      return 'neutral';
    default:
      return status satisfies never;
  }
}

export function newShareTone(status: NewShareStatus): Tone {
  switch (status) {
    case 'upcoming':
      return 'info';
    case 'open':
      return 'positive';
    case 'closed':
    case 'listed':
      return 'neutral';
    default:
      return status satisfies never;
  }
}

export function newShareRecordTone(status: NewShareRecordStatus): Tone {
  switch (status) {
    case 'drawing':
    case 'toPay':
      return 'pending';
    case 'won':
    case 'paid':
      return 'positive';
    case 'notWon':
      return 'negative';
    case 'waived':
      return 'neutral';
    default:
      return status satisfies never;
  }
}

export function copyRecordTone(status: CopyRecordStatus): Tone {
  switch (status) {
    case 'notStarted':
      return 'pending';
    case 'running':
      return 'positive';
    case 'ended':
      return 'neutral';
    default:
      return status satisfies never;
  }
}

export function aiRecordTone(status: AiRecordStatus): Tone {
  switch (status) {
    case 'waiting':
      return 'pending';
    case 'active':
      return 'positive';
    case 'ended':
      return 'neutral';
    default:
      return status satisfies never;
  }
}

export function lendingTone(status: LendingStatus): Tone {
  switch (status) {
    case 'borrowing':
      return 'info';
    case 'completed':
      return 'positive';
    default:
      return status satisfies never;
  }
}

export function marginTone(status: MarginStatus): Tone {
  switch (status) {
    case 'notApplied':
    case 'ended':
      return 'neutral';
    case 'applied':
      return 'pending';
    case 'activated':
      return 'positive';
    default:
      return status satisfies never;
  }
}

export function restrictionTone(status: AccountRestriction): Tone {
  switch (status) {
    case 'frozen':
    case 'loginBanned':
    case 'tradeBanned':
    case 'withdrawBanned':
    case 'disabled':
      return 'negative';
    default:
      return status satisfies never;
  }
}

/** The badge tone of any entity's status. */
export function statusTone<E extends StatusEntity>(entity: E, status: StatusOf<E>): Tone {
  const entityName: StatusEntity = entity;
  switch (entityName) {
    case 'deposit':
    case 'withdrawal':
    case 'loan':
    case 'intraday':
      return reviewTone(status as ReviewStatus);
    case 'realName':
      return realNameTone(status as RealNameStatus);
    case 'position':
      return positionTone(status as PositionStatus);
    case 'newShare':
      return newShareTone(status as NewShareStatus);
    case 'newShareRecord':
      return newShareRecordTone(status as NewShareRecordStatus);
    case 'copyRecord':
      return copyRecordTone(status as CopyRecordStatus);
    case 'aiRecord':
      return aiRecordTone(status as AiRecordStatus);
    case 'lending':
      return lendingTone(status as LendingStatus);
    case 'margin':
      return marginTone(status as MarginStatus);
    case 'restriction':
      return restrictionTone(status as AccountRestriction);
    default:
      return entityName satisfies never;
  }
}
