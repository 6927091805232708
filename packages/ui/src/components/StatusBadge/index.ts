export { StatusBadge, statusBadgeTones, type StatusBadgeProps, type StatusBadgeTone } from './StatusBadge.tsx';
