/**
 * What other features may use of the block-trade feature (docs/slices.md): the home screen's
 * block-trade tab.
 */
export { BlockTradeHomeSection } from './components/BlockTradeHomeSection.tsx';
