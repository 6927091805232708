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
export {
  usePagedList,
  createPagedListStore,
  pagedListStatuses,
  type PagedList,
  type PagedListOptions,
  type PagedListSnapshot,
  type PagedListStatus,
  type Page,
  type LoadPage,
} from './usePagedList.ts';
export {
  usePullToRefresh,
  dampPull,
  pullStates,
  type PullState,
  type PullToRefreshOptions,
} from './usePullToRefresh.ts';
export {
  useUpload,
  sniffImageType,
  fitWithin,
  resizeImage,
  imageTypes,
  imageAccept,
  uploadStatuses,
  uploadErrors,
  DEFAULT_MAX_BYTES,
  DEFAULT_MAX_DIMENSION,
  DEFAULT_QUALITY,
  type ImageType,
  type UploadStatus,
  type UploadError,
  type UploadInfo,
  type UploadFn,
  type ResizeFn,
  type ResizedImage,
  type UseUploadOptions,
} from './useUpload.ts';
export { usePriceFlash, type PriceFlash } from './usePriceFlash.ts';
export { useKlineChart, type UseKlineChartOptions, type KlineChartHandle } from './useKlineChart.ts';
export { useKlineGestures, type KlineGestureBinding } from './useKlineGestures.ts';
