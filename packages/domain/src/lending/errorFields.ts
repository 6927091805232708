import type { ErrorFieldTable } from '../forms/errorFieldTable.ts';

/**
 * The lending forms, as `validateLendingOptIn` and `validateLendingOptOut` name the fields: the
 * channel, the holding, its loan, the minimum and the pool concern the holding; the consent its
 * own box. The account's restrictions concern the whole request: the form's alert says it.
 */
export const lendingErrorFields: ErrorFieldTable = {
  'lending/optIn': {
    'error.channel.closed': 'positionId',
    'error.order.notFound': 'positionId',
    'error.lending.notOwned': 'positionId',
    'error.lending.alreadyLent': 'positionId',
    'error.amount.belowMinimum': 'positionId',
    'error.lending.quotaFull': 'positionId',
  },
  'lending/optOut': {
    'error.lending.notLent': 'positionId',
    'error.lending.endingAlready': 'positionId',
  },
};
