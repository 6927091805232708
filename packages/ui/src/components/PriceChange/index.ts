export { PriceChange, type PriceChangeProps } from './PriceChange.tsx';
export {
  priceChangeSizes,
  priceChangeVariants,
  type PriceChangeSize,
  type PriceChangeVariant,
} from './priceChangeVariants.ts';
