export { Icon, type IconProps } from './Icon.tsx';
export { iconSizes, type IconSize } from './iconSizes.ts';
