export { Sparkline, type SparklineProps } from './Sparkline.tsx';
export { sparklineGeometry, type SparklineBox, type SparklineGeometry } from './sparklineGeometry.ts';
