/**
 * The main states of every kit component: the stories its visual baseline shows
 * (components.browser.test.tsx), one screenshot per component and brand with these stories in
 * the light and the dark scheme side by side.
 *
 * A story is a main state when its args or its render put the component in a state a user sees:
 * a variant, a size, filled, disabled, with an error, loading, empty, open. Left out are stories
 * that exist for something else, which other tests cover:
 * - interactions only — the state is reached by a play function (a click, a drag, a typed
 *   value, a chosen file) or looks like another state (`CancelRow`, `KeyboardAndCancel`,
 *   `ReturnsFocus`, `DraggedToLeftEdge`, `DownscalesAndUploads` …);
 * - languages — `LongGerman*`, `Chinese*`, `Korean*` (the screen baselines cover the languages
 *   with their fonts);
 * - brands and viewports set by the story itself — `BothBrands`, `*Jade`, `*OnANarrowPhone`,
 *   `AboveTheTabBar` (this test renders each brand);
 * - time and volume — live updates, paging, ten thousand rows (`LiveUpdating`, `LiveFlash`,
 *   `OnItsOwnClock`, `Paging`, `TenThousandWindowed`, `TwentyThousandCandles`).
 *
 * `frame` is for components that place themselves with `position: fixed`: each state gets a frame
 * of that height (CSS px) and stays inside it; `'viewport'` is a phone's window (412 × 915), for a
 * screen as high as the window (`100dvh`). Every other state is as high as it renders. `args` are
 * given to every state on top of the story's, where a story leaves its look to the window.
 */
export type StateFrame = number | 'viewport';

export interface ComponentStates {
  /** Story export names, in the order they are shown. */
  stories: readonly string[];
  frame?: StateFrame;
  args?: Readonly<Record<string, unknown>>;
}

/** Popups and sheets: open, over a dimmed frame this high. */
const overlay = 520;

export const mainStates: Record<string, ComponentStates> = {
  ActionSheet: { stories: ['Default', 'WithoutTitle', 'WithDisabledAction'], frame: overlay },
  AmountField: { stories: ['Fiat', 'Crypto', 'WithHintAndError', 'Disabled'] },
  Badge: { stories: ['Inline', 'OnIcon', 'Overflow', 'Zero', 'Dots'] },
  Button: { stories: ['AllVariants', 'LargeBlock', 'Disabled', 'Loading'] },
  Card: { stories: ['WithTitle', 'WithExtra', 'Untitled', 'Accent', 'Compact'] },
  Cell: { stories: ['Clickable', 'Static', 'AsLink', 'InGroup'] },
  Checkbox: { stories: ['Unchecked', 'Checked', 'WithDescription', 'WithError', 'Disabled'] },
  Countdown: { stories: ['Clock', 'Units', 'WithDays', 'Ending', 'Ended'] },
  // The ball rests by the window's edge, and moves when the window does: here it is told where.
  CustomerServiceBall: { stories: ['Default', 'Unread'], frame: 200, args: { position: { x: 303, y: 120 } } },
  DepthOfMarket: { stories: ['FiveLevels', 'ThinBook', 'EmptyBook', 'Uncoloured'] },
  DescriptionList: { stories: ['Stacked', 'InlineWithTotal', 'InlineWithAction'] },
  Dialog: { stories: ['Default', 'Destructive', 'Notice'], frame: overlay },
  Divider: { stories: ['Plain', 'WithLabel', 'Large'] },
  Empty: { stories: ['Default', 'WithAction'] },
  ErrorState: { stories: ['WithRetry', 'WithoutRetry'] },
  Field: { stories: ['Plain', 'WithHint', 'Required', 'WithError'] },
  Grid: { stories: ['FourColumns', 'FiveColumns'] },
  Header: { stories: ['Greeting', 'Unread', 'SupportUnread', 'Profiles'] },
  Icon: { stories: ['AllSizes'] },
  IndexStrip: { stories: ['Default', 'WithoutSparklines', 'Loading'] },
  KlineChart: { stories: ['MovingAveragesAndVolume', 'BollingerAndMacd', 'Intraday', 'Empty', 'Loading'] },
  LoadState: { stories: ['Loading', 'Failed', 'Loaded', 'StaleDataAfterFailedRevalidation', 'EmptyData'] },
  Money: { stories: ['AllSizes', 'SignedProfitAndLoss', 'Crypto', 'Empty'] },
  NavBar: { stories: ['WithBack', 'WithRight', 'Chrome', 'NoBack'] },
  NoticeBar: { stories: ['Static', 'Closable', 'Scrolling', 'Info', 'Negative'] },
  PasswordField: { stories: ['Hidden', 'WithError', 'FundPassword', 'Disabled'] },
  PhoneField: { stories: ['Empty', 'WithPrefix', 'WithError', 'Disabled'] },
  Picker: { stories: ['Default', 'NothingChosenYet'], frame: overlay },
  PickerField: { stories: ['Placeholder', 'Chosen', 'WithError', 'Disabled'] },
  Popup: { stories: ['Bottom', 'Center'], frame: overlay },
  PriceChange: { stories: ['Up', 'Down', 'Unchanged', 'Pills', 'Sizes'] },
  PullToRefresh: { stories: ['Idle', 'Disabled'] },
  QuoteAgeBadge: { stories: ['DelayedMinutes', 'DelayedUnderAMinute', 'DelayedHours', 'Fresh', 'Closed', 'Halted'] },
  QuoteRow: { stories: ['Default', 'WithoutSparklines', 'WithStatus', 'Trailing', 'Skeleton'] },
  RadioGroup: { stories: ['Nothing', 'Chosen', 'Horizontal', 'WithError', 'Disabled'] },
  RecordsList: { stories: ['End', 'LoadingFirstPage', 'Empty', 'ErrorAndRetry'] },
  Result: { stories: ['Success', 'Failure', 'Pending', 'Info'] },
  SearchBar: { stories: ['WithHistory', 'Typed', 'NoHistory'] },
  SegmentedControl: { stories: ['Markets', 'TwoSegments', 'WithDisabledSegment'] },
  ShareChart: { stories: ['ByMarket', 'OneSlice', 'ManySlices', 'Nothing'] },
  Sheet: { stories: ['Default', 'WithDescriptionAndFooter', 'WithoutCloseButton'], frame: overlay },
  Skeleton: { stories: ['Lines', 'WithAvatar', 'QuoteRows'] },
  Sparkline: { stories: ['Up', 'Down', 'Unchanged', 'WithGap', 'NoData', 'Sizes'] },
  Spinner: { stories: ['Medium', 'Large'] },
  Splash: { stories: ['Loading', 'Retrying'], frame: 'viewport' },
  StatusBadge: { stories: ['AllTones'] },
  Stepper: { stories: ['Default', 'AtMaximum', 'WithError', 'Disabled'] },
  Steps: { stories: ['InProgress', 'Completed', 'Failed'] },
  Switch: { stories: ['Off', 'On', 'WithDescription', 'Disabled'] },
  TabBar: { stories: ['Home', 'MarketActive'], frame: 120 },
  Tabs: { stories: ['Default', 'WithDisabledTab', 'ManyTabsScroll'] },
  TextField: { stories: ['Empty', 'Filled', 'WithHint', 'WithError', 'Disabled', 'WithPrefixAndSuffix'] },
  ThemeRoot: { stories: ['BrandsAndSchemes', 'UpDownOverride'] },
  Toast: { stories: ['AllTones'] },
  Upload: { stories: ['Empty', 'MissingPhoto', 'Uploaded'] },
  ValueChart: { stories: ['WithMoneyInAndOut', 'Flat', 'OneDay', 'Empty'] },
  VisuallyHidden: { stories: ['NamesAnIconButton', 'TableCaption'] },
};
