export { Grid, gridColumns, type GridProps, type GridItem, type GridLinkProps, type GridColumns } from './Grid.tsx';
