// Headless hooks: behaviour, state and accessibility without styles, for teams that style their own.
export { useControllableState, type ControllableStateOptions } from './useControllableState.ts';
export { useCountdown, type CountdownInput, type CountdownState } from './useCountdown.ts';
