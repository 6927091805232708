/**
 * Realistic, repeatable market data for stories (the same every run, so screenshots and axe runs
 * are stable). Series are numbers because they are only drawn.
 */

/** A day's intraday path from `open` to `close`: a seeded random walk pulled towards the close. */
export function intradaySeries(seed: number, open: number, close: number, points = 48): number[] {
  let state = seed >>> 0 || 1;
  const random = () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32 - 0.5;
  };
  const swing = Math.abs(close - open) * 0.35 + open * 0.002;
  const series: number[] = [];
  let noise = 0;
  for (let index = 0; index < points; index += 1) {
    const t = index / (points - 1);
    noise = noise * 0.8 + random() * swing;
    series.push(open + (close - open) * t + noise * Math.sin(Math.PI * t));
  }
  return series;
}

export interface SampleQuote {
  code: string;
  name: string;
  price: string;
  change: string;
  changePct: string;
  prevClose: number;
  sparkline: number[];
}

const quote = (
  code: string,
  name: string,
  prevClose: string,
  price: string,
  change: string,
  changePct: string,
  seed: number,
): SampleQuote => ({
  code,
  name,
  price,
  change,
  changePct,
  prevClose: Number(prevClose),
  sparkline: intradaySeries(seed, Number(prevClose), Number(price)),
});

/** Amsterdam stocks, in euro. */
export const sampleQuotes: SampleQuote[] = [
  quote('ASML', 'ASML Holding', '604.20', '612.40', '8.20', '1.357', 11),
  quote('SHELL', 'Shell plc', '31.865', '31.520', '-0.345', '-1.083', 23),
  quote('INGA', 'ING Groep', '15.642', '15.642', '0.000', '0.000', 37),
  quote('ADYEN', 'Adyen', '1398.00', '1432.60', '34.60', '2.475', 41),
  quote('PHIA', 'Koninklijke Philips', '24.110', '23.655', '-0.455', '-1.887', 53),
];

export const sampleIndexes = [
  { id: 'aex', name: 'AEX', prevClose: '908.24', price: '912.34', change: '4.10', changePct: '0.451', seed: 5 },
  { id: 'amx', name: 'AMX', prevClose: '861.07', price: '855.52', change: '-5.55', changePct: '-0.645', seed: 7 },
  { id: 'dax', name: 'DAX', prevClose: '18286.80', price: '18234.50', change: '-52.30', changePct: '-0.286', seed: 9 },
  { id: 'spx', name: 'S&P 500', prevClose: '5187.67', price: '5214.08', change: '26.41', changePct: '0.509', seed: 13 },
  {
    id: 'ndx',
    name: 'Nasdaq 100',
    prevClose: '18161.18',
    price: '18161.18',
    change: '0.00',
    changePct: '0.000',
    seed: 17,
  },
].map(({ seed, prevClose, ...item }) => ({
  ...item,
  prevClose: Number(prevClose),
  sparkline: intradaySeries(seed, Number(prevClose), Number(item.price)),
}));

/** An order book around ASML's 612,40 € in 0,10 steps. */
export const sampleBook = {
  prevClose: '604.20',
  asks: [
    { price: '612.50', volume: 1_240 },
    { price: '612.60', volume: 860 },
    { price: '612.70', volume: 2_315 },
    { price: '612.80', volume: 540 },
    { price: '612.90', volume: 3_980 },
    { price: '613.00', volume: 1_105 },
    { price: '613.10', volume: 720 },
    { price: '613.20', volume: 2_050 },
    { price: '613.30', volume: 410 },
    { price: '613.40', volume: 1_660 },
  ],
  bids: [
    { price: '612.40', volume: 980 },
    { price: '612.30', volume: 2_760 },
    { price: '612.20', volume: 1_430 },
    { price: '612.10', volume: 4_120 },
    { price: '612.00', volume: 650 },
    { price: '611.90', volume: 1_890 },
    { price: '611.80', volume: 3_070 },
    { price: '611.70', volume: 520 },
    { price: '611.60', volume: 2_240 },
    { price: '611.50', volume: 1_310 },
  ],
};
