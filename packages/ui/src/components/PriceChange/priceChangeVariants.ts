export const priceChangeSizes = ['sm', 'md', 'lg'] as const;
export type PriceChangeSize = (typeof priceChangeSizes)[number];

/** 'text' colours the numbers; 'pill' puts them on a soft up/down background. */
export const priceChangeVariants = ['text', 'pill'] as const;
export type PriceChangeVariant = (typeof priceChangeVariants)[number];
