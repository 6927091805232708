export {
  Skeleton,
  SkeletonShape,
  skeletonShapes,
  type SkeletonProps,
  type SkeletonShapeProps,
  type SkeletonShapeKind,
} from './Skeleton.tsx';
