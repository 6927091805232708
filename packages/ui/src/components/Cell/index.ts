export { Cell, type CellProps, type CellLinkProps } from './Cell.tsx';
export { CellGroup, type CellGroupProps } from './CellGroup.tsx';
