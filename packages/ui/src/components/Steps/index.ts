export { Steps, stepStatuses, type StepsProps, type StepItem, type StepStatus } from './Steps.tsx';
