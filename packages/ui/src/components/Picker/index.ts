export { Picker, type PickerProps, type PickerOption } from './Picker.tsx';
