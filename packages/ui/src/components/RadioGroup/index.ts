export {
  RadioGroup,
  radioGroupOrientations,
  type RadioGroupProps,
  type RadioOption,
  type RadioGroupOrientation,
} from './RadioGroup.tsx';
