export const cardPaddings = ['md', 'sm', 'none'] as const;
export type CardPadding = (typeof cardPaddings)[number];

/** `surface` for content, `accent` for the portfolio summary on the chrome colour. */
export const cardTones = ['surface', 'accent'] as const;
export type CardTone = (typeof cardTones)[number];

export const headingLevels = [2, 3, 4] as const;
export type HeadingLevel = (typeof headingLevels)[number];
