export { Button, type ButtonProps } from './Button.tsx';
export { buttonVariants, buttonSizes, type ButtonVariant, type ButtonSize } from './buttonVariants.ts';
