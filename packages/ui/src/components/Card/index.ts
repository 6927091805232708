export { Card, type CardProps } from './Card.tsx';
export {
  cardPaddings,
  cardTones,
  headingLevels,
  type CardPadding,
  type CardTone,
  type HeadingLevel,
} from './cardVariants.ts';
