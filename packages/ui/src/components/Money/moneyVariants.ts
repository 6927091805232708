export const moneySizes = ['sm', 'md', 'lg', 'xl', 'display'] as const;
export type MoneySize = (typeof moneySizes)[number];

export const moneySigns = ['up', 'down', 'flat'] as const;
export type MoneySign = (typeof moneySigns)[number];
