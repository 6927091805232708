// Headless hooks: behaviour, state and accessibility without styles, for teams that style their own.
export { useControllableState, type ControllableStateOptions } from './useControllableState.ts';
export { useCountdown, type CountdownInput, type CountdownState } from './useCountdown.ts';
export { useDialog, type UseDialogOptions, type UseDialogResult, type DialogElementProps } from './useDialog.ts';
export {
  useTabs,
  type UseTabsOptions,
  type TabsItem,
  type TabElementProps,
  type TabPanelElementProps,
} from './useTabs.ts';
export {
  useToast,
  useToastQueue,
  ToastContext,
  toastTones,
  type ToastApi,
  type ToastOptions,
  type ToastTone,
  type ToastItem,
} from './useToast.ts';
