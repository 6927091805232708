export {
  Countdown,
  countdownFormats,
  countdownSizes,
  type CountdownProps,
  type CountdownFormat,
  type CountdownSize,
} from './Countdown.tsx';
export { formatClock, formatUnits, type CountdownUnits } from './formatCountdown.ts';
