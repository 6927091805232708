export { ValueChart, type ValueChartProps } from './ValueChart.tsx';
export {
  valueChartGeometry,
  type ValueChartBox,
  type ValueChartGeometry,
  type ValueChartMarker,
} from './valueChartGeometry.ts';
