export const iconSizes = ['sm', 'md', 'lg', 'xl', 'display'] as const;
export type IconSize = (typeof iconSizes)[number];
