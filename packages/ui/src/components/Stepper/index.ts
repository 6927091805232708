export { Stepper, type StepperProps } from './Stepper.tsx';
