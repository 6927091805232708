export { Badge, Dot, badgeText, type BadgeProps, type DotProps } from './Badge.tsx';
