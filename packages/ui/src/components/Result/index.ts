export { Result, resultStatuses, type ResultProps, type ResultStatus } from './Result.tsx';
