export { Divider, dividerSpacings, type DividerProps, type DividerSpacing } from './Divider.tsx';
