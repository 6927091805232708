export { useDomainForm, type DomainForm, type DomainFormOptions } from './useDomainForm.ts';
export { placeFailure, type PlacedFailure } from './placeFailure.ts';
export { answerText, issueFieldRule, issueText } from './issueText.ts';
export { FormAlert } from './FormAlert.tsx';
export { ResultScreen, type ResultScreenProps } from './ResultScreen.tsx';
export { usePhotoUpload, useUploadsInProgress, type Photo } from './usePhotoUpload.ts';
export { OrderSummary, type OrderSummaryProps } from './OrderSummary.tsx';
export { passwordHint } from './passwordHint.ts';
export { FundPasswordField, type FundPasswordFieldProps, type FundPasswordPurpose } from './FundPasswordField.tsx';
