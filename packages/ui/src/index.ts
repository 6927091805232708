// Themes
export { vars } from './themes/contract.css.ts';
export type { Brand, ThemeClasses } from './themes/brand.ts';
export { kitThemeNames, type BrandConfig, type BrandThemeTokens, type KitThemeName } from './themes/brandConfig.ts';
export {
  upDownConventions,
  colorSchemes,
  type BrandTokens,
  type ColorScheme,
  type UpDownConvention,
  type SchemeTokens,
} from './themes/tokens.ts';
export { rem, remAtLeast } from './themes/rem.ts';
export { installRootFontSize, rootFontSizeFor, MAX_LAYOUT_WIDTH } from './layout/rootFontSize.ts';

// Components
export { ThemeRoot, usePortalContainer, type ThemeRootProps } from './components/ThemeRoot/index.ts';
export {
  Button,
  buttonVariants,
  buttonSizes,
  type ButtonProps,
  type ButtonVariant,
  type ButtonSize,
} from './components/Button/index.ts';
export { Spinner, type SpinnerProps } from './components/Spinner/index.ts';
export {
  VisuallyHidden,
  visuallyHiddenElements,
  type VisuallyHiddenProps,
  type VisuallyHiddenElement,
} from './components/VisuallyHidden/index.ts';
export { Splash, type SplashProps } from './components/Splash/index.ts';
export { KitTextsProvider, useKitTexts, defaultKitTexts, type KitTexts } from './texts/KitTexts.tsx';
export { useControllableState, type ControllableStateOptions } from './headless/index.ts';
export { Icon, iconSizes, type IconProps, type IconSize } from './components/Icon/index.ts';
export { Field, type FieldProps, type FieldControlProps } from './components/Field/index.ts';
export { TextField, textFieldTypes, type TextFieldProps, type TextFieldType } from './components/TextField/index.ts';
export { PasswordField, type PasswordFieldProps } from './components/PasswordField/index.ts';
export { AmountField, normalizeAmount, type AmountFieldProps } from './components/AmountField/index.ts';
export { PhoneField, type PhoneFieldProps } from './components/PhoneField/index.ts';
export { Stepper, type StepperProps } from './components/Stepper/index.ts';
export { Checkbox, type CheckboxProps } from './components/Checkbox/index.ts';
export {
  RadioGroup,
  radioGroupOrientations,
  type RadioGroupProps,
  type RadioOption,
  type RadioGroupOrientation,
} from './components/RadioGroup/index.ts';
export { Switch, type SwitchProps } from './components/Switch/index.ts';
export { Cell, CellGroup, type CellProps, type CellLinkProps, type CellGroupProps } from './components/Cell/index.ts';
export {
  Card,
  cardPaddings,
  cardTones,
  headingLevels,
  type CardProps,
  type CardPadding,
  type CardTone,
  type HeadingLevel,
} from './components/Card/index.ts';
export {
  Grid,
  gridColumns,
  type GridProps,
  type GridItem,
  type GridLinkProps,
  type GridColumns,
} from './components/Grid/index.ts';
export { Divider, dividerSpacings, type DividerProps, type DividerSpacing } from './components/Divider/index.ts';
export {
  DescriptionList,
  type DescriptionListProps,
  type DescriptionListItem,
} from './components/DescriptionList/index.ts';
export { Badge, Dot, badgeText, type BadgeProps, type DotProps } from './components/Badge/index.ts';
export {
  StatusBadge,
  statusBadgeTones,
  type StatusBadgeProps,
  type StatusBadgeTone,
} from './components/StatusBadge/index.ts';
export {
  Money,
  moneySizes,
  moneySigns,
  type MoneyProps,
  type MoneySize,
  type MoneySign,
} from './components/Money/index.ts';
export {
  Countdown,
  countdownFormats,
  countdownSizes,
  formatClock,
  formatUnits,
  type CountdownProps,
  type CountdownFormat,
  type CountdownSize,
  type CountdownUnits,
} from './components/Countdown/index.ts';
export { Steps, stepStatuses, type StepsProps, type StepItem, type StepStatus } from './components/Steps/index.ts';
export { Empty, type EmptyProps } from './components/Empty/index.ts';
export {
  Skeleton,
  SkeletonShape,
  skeletonShapes,
  type SkeletonProps,
  type SkeletonShapeProps,
  type SkeletonShapeKind,
} from './components/Skeleton/index.ts';
export { ErrorState, type ErrorStateProps } from './components/ErrorState/index.ts';
export {
  LoadState,
  loadStates,
  loadStateOf,
  type LoadStateProps,
  type LoadStateKind,
  type LoadStateInput,
} from './components/LoadState/index.ts';
export { Result, resultStatuses, type ResultProps, type ResultStatus } from './components/Result/index.ts';
export { NoticeBar, noticeBarTones, type NoticeBarProps, type NoticeBarTone } from './components/NoticeBar/index.ts';
export { NavBar, navBarTones, type NavBarProps, type NavBarTone } from './components/NavBar/index.ts';
export { TabBar, type TabBarProps, type TabBarItem, type TabBarLinkProps } from './components/TabBar/index.ts';
export { Header, type HeaderProps, type HeaderProfile } from './components/Header/index.ts';
export { SearchBar, type SearchBarProps } from './components/SearchBar/index.ts';
export { useCountdown, type CountdownInput, type CountdownState } from './headless/index.ts';
export { Popup, popupPositions, type PopupProps, type PopupPosition } from './components/Popup/index.ts';
export { Sheet, type SheetProps } from './components/Sheet/index.ts';
export { Dialog, type DialogProps } from './components/Dialog/index.ts';
export {
  ActionSheet,
  actionTones,
  type ActionSheetProps,
  type ActionSheetAction,
  type ActionTone,
} from './components/ActionSheet/index.ts';
export { Picker, type PickerProps, type PickerOption } from './components/Picker/index.ts';
export { PickerField, type PickerFieldProps } from './components/PickerField/index.ts';
export { Toast, ToastProvider, type ToastProps, type ToastProviderProps } from './components/Toast/index.ts';
export { Tabs, type TabsProps, type TabItem } from './components/Tabs/index.ts';
export {
  SegmentedControl,
  type SegmentedControlProps,
  type SegmentOption,
} from './components/SegmentedControl/index.ts';
export {
  useDialog,
  useTabs,
  useToast,
  useToastQueue,
  ToastContext,
  toastTones,
  type UseDialogOptions,
  type UseDialogResult,
  type UseTabsOptions,
  type TabsItem,
  type ToastApi,
  type ToastOptions,
  type ToastTone,
  type ToastItem,
} from './headless/index.ts';
export { PullToRefresh, type PullToRefreshProps } from './components/PullToRefresh/index.ts';
export { RecordsList, type RecordsListProps, type RecordsListTexts } from './components/RecordsList/index.ts';
export { Upload, uploadCaptures, type UploadProps, type UploadCapture } from './components/Upload/index.ts';
export {
  CustomerServiceBall,
  customerServiceBallRoom,
  customerServiceBallTuckRoom,
  tuckedBallPosition,
  clampToViewport,
  isDragMovement,
  snapToEdge,
  refitToViewport,
  restingBallPosition,
  type CustomerServiceBallProps,
  type BallPosition,
  type BallSize,
  type BallInsets,
} from './components/CustomerServiceBall/index.ts';
export {
  PriceChange,
  priceChangeSizes,
  priceChangeVariants,
  type PriceChangeProps,
  type PriceChangeSize,
  type PriceChangeVariant,
} from './components/PriceChange/index.ts';
export {
  QuoteAgeBadge,
  quoteAge,
  nextQuoteAgeChange,
  type QuoteAgeBadgeProps,
  type QuoteAge,
  type QuoteAgeInput,
  type QuoteAgeUnit,
} from './components/QuoteAgeBadge/index.ts';
export {
  Sparkline,
  sparklineGeometry,
  type SparklineProps,
  type SparklineGeometry,
} from './components/Sparkline/index.ts';
export {
  ValueChart,
  valueChartGeometry,
  type ValueChartProps,
  type ValueChartMarker,
  type ValueChartBox,
  type ValueChartGeometry,
} from './components/ValueChart/index.ts';
export {
  ShareChart,
  shareChartArcs,
  type ShareChartProps,
  type ShareChartSlice,
  type ShareChartBox,
} from './components/ShareChart/index.ts';
export {
  QuoteRow,
  QuoteRowSkeleton,
  type QuoteRowProps,
  type QuoteRowSkeletonProps,
} from './components/QuoteRow/index.ts';
export { IndexStrip, type IndexStripProps, type IndexStripItem } from './components/IndexStrip/index.ts';
export {
  DepthOfMarket,
  depthLadder,
  type DepthOfMarketProps,
  type DepthLevel,
  type DepthSide,
  type Ladder,
  type LadderRow,
} from './components/DepthOfMarket/index.ts';
export { marketSigns, type MarketSign } from './private/marketSign.ts';
export { usePriceFlash, type PriceFlash } from './headless/index.ts';
export {
  KlineChart,
  klineModes,
  klineMainIndicators,
  klineSubCharts,
  klineTimeLabels,
  defaultIndicatorSettings,
  type KlineChartProps,
  type KlineChartHandle,
  type KlineCandle,
  type KlineFormatters,
  type KlineTexts,
  type KlineMode,
  type KlineMainIndicator,
  type KlineSubChart,
  type KlineIndicatorSettings,
  type KlineTimeLabel,
} from './components/KlineChart/index.ts';
// The chart's indicators as plain functions (same code as the chart), for values shown elsewhere.
export {
  movingAverage,
  exponentialMovingAverage,
  bollingerBands,
  macd,
  kdj,
  rsi,
  type BollingerOptions,
  type MacdOptions,
  type KdjOptions,
} from './chart/indicators/functions.ts';
export {
  useKlineChart,
  useKlineGestures,
  type UseKlineChartOptions,
  type KlineGestureBinding,
} from './headless/index.ts';
export {
  usePagedList,
  usePullToRefresh,
  useUpload,
  sniffImageType,
  fitWithin,
  type PagedList,
  type PagedListStatus,
  type PullState,
  type UploadFn,
  type UploadInfo,
} from './headless/index.ts';
