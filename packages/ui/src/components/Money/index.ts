export { Money, type MoneyProps } from './Money.tsx';
export { moneySizes, moneySigns, type MoneySize, type MoneySign } from './moneyVariants.ts';
