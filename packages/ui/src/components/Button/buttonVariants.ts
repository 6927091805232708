export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

export const buttonSizes = ['md', 'lg'] as const;
export type ButtonSize = (typeof buttonSizes)[number];
