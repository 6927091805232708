export { ShareChart, type ShareChartProps, type ShareChartSlice } from './ShareChart.tsx';
export { shareChartArcs, type ShareChartBox } from './shareChartGeometry.ts';
