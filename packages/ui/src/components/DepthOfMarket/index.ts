export { DepthOfMarket, type DepthOfMarketProps } from './DepthOfMarket.tsx';
export {
  depthLadder,
  depthSides,
  type DepthLevel,
  type DepthSide,
  type Ladder,
  type LadderRow,
} from './depthLadder.ts';
