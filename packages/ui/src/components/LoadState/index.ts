export { LoadState, type LoadStateProps } from './LoadState.tsx';
export { loadStates, loadStateOf, type LoadStateKind, type LoadStateInput } from './loadStates.ts';
