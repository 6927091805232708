export { AmountField, type AmountFieldProps } from './AmountField.tsx';
export { normalizeAmount } from './normalizeAmount.ts';
