import { createContext, useContext, type ReactNode } from 'react';

/**
 * Every text the kit itself shows. The kit owns no i18n instance: the app fills these from its
 * locale files (`kit.*`) through <KitTextsProvider>. The defaults are English, for Storybook and
 * for teams that have not translated yet.
 */
export interface KitTexts {
  loading: string;
  close: string;
  cancel: string;
  confirm: string;
  back: string;
  retry: string;
  pullToRefresh: { pull: string; release: string; refreshing: string; done: string; refresh: string };
  list: { empty: string; end: string; error: string; loadingMore: string; loadMore: string };
  upload: {
    pick: string;
    capture: string;
    remove: string;
    uploading: string;
    failed: string;
    wrongType: string;
    tooLarge: string;
    preview: string;
  };
  password: { show: string; hide: string };
  stepper: { increase: string; decrease: string };
  search: { label: string; placeholder: string; clear: string; history: string; clearHistory: string; submit: string };
  countdown: { days: string; hours: string; minutes: string; seconds: string };
  steps: { done: string; current: string; upcoming: string; failed: string };
  errorState: { title: string };
  notice: { close: string };
  customerService: string;
  /** Added to customer service's name while it has an answer the user has not read. */
  customerServiceUnread: string;
  header: { notices: string; unreadNotices: string; settings: string; uid: string };
  verification: { verified: string; rejected: string; waiting: string };
  /** Spoken price movement; `{{change}}` and `{{pct}}` are unsigned ('1,23', '0,45%'). */
  priceChange: { up: string; down: string; flat: string };
  /** The quote-age badge: `{{age}}` is one of the units below, each with `{{count}}`. */
  quoteAge: {
    delayed: string;
    delayedFor: string;
    minutes: string;
    hours: string;
    days: string;
    closed: string;
    halted: string;
    unlisted: string;
  };
  /** The order book: `{{level}}` counts from the best price (1) outwards. */
  depth: { caption: string; level: string; price: string; volume: string; ask: string; bid: string; spread: string };
  /**
   * The price chart (KlineChart). Summary: `{{from}}`, `{{to}}`, `{{first}}`, `{{last}}`, `{{change}}`,
   * `{{percent}}`; cursor: `{{time}}`, `{{open}}`, `{{high}}`, `{{low}}`, `{{close}}`, `{{price}}`,
   * `{{avgPrice}}`, `{{volume}}`; table caption: `{{from}}`, `{{to}}`.
   */
  kline: {
    chart: string;
    summary: string;
    summaryIntraday: string;
    keyboardHint: string;
    cursor: string;
    cursorIntraday: string;
    /** The intraday cursor of a session without an average price (an index). */
    cursorIntradayPrice: string;
    tableCaption: string;
    time: string;
    open: string;
    high: string;
    low: string;
    close: string;
    volume: string;
    price: string;
    avgPrice: string;
    change: string;
    empty: string;
  };
}

export const defaultKitTexts: KitTexts = {
  loading: 'Loading…',
  close: 'Close',
  cancel: 'Cancel',
  confirm: 'Confirm',
  back: 'Back',
  retry: 'Try again',
  pullToRefresh: {
    pull: 'Pull to refresh',
    release: 'Release to refresh',
    refreshing: 'Refreshing…',
    done: 'Updated',
    refresh: 'Refresh',
  },
  list: {
    empty: 'Nothing here yet',
    end: 'No more records',
    error: 'Could not load. Try again.',
    loadingMore: 'Loading more…',
    loadMore: 'Load more',
  },
  upload: {
    pick: 'Choose a photo',
    capture: 'Take a photo',
    remove: 'Remove photo',
    uploading: 'Uploading…',
    failed: 'Upload failed',
    wrongType: 'Only JPEG, PNG or WebP images',
    tooLarge: 'The image is too large',
    preview: 'Preview',
  },
  password: { show: 'Show password', hide: 'Hide password' },
  stepper: { increase: 'Increase', decrease: 'Decrease' },
  search: {
    label: 'Search',
    placeholder: 'Search by code or name',
    clear: 'Clear',
    history: 'Recent searches',
    clearHistory: 'Clear history',
    submit: 'Search',
  },
  countdown: { days: 'd', hours: 'h', minutes: 'm', seconds: 's' },
  steps: { done: 'Completed', current: 'Current step', upcoming: 'Not started', failed: 'Failed' },
  errorState: { title: 'Something went wrong' },
  notice: { close: 'Close notice' },
  customerService: 'Customer service',
  customerServiceUnread: 'New reply',
  header: { notices: 'Notices', unreadNotices: 'Unread notices', settings: 'Settings', uid: 'UID' },
  verification: { verified: 'Verified', rejected: 'Rejected', waiting: 'Not verified' },
  priceChange: { up: 'Up {{change}} ({{pct}})', down: 'Down {{change}} ({{pct}})', flat: 'Unchanged' },
  quoteAge: {
    delayed: 'Delayed',
    delayedFor: 'Delayed · {{age}}',
    minutes: '{{count}} min',
    hours: '{{count}} h',
    days: '{{count}} d',
    closed: 'Closed',
    halted: 'Halted',
    unlisted: 'Unlisted',
  },
  depth: {
    caption: 'Order book',
    level: 'Level',
    price: 'Price',
    volume: 'Volume',
    ask: 'Ask {{level}}',
    bid: 'Bid {{level}}',
    spread: 'Spread',
  },
  kline: {
    chart: 'Price chart',
    summary: '{{from}} to {{to}}: first close {{first}}, last close {{last}}, change {{change}} ({{percent}})',
    summaryIntraday: '{{from}} to {{to}}: first price {{first}}, last price {{last}}, change {{change}} ({{percent}})',
    keyboardHint:
      'Left and right arrow keys move between candles, Shift with an arrow moves a screen, plus and minus zoom, Home and End go to the first and last candle.',
    cursor: '{{time}}: open {{open}}, high {{high}}, low {{low}}, close {{close}}, volume {{volume}}',
    cursorIntraday: '{{time}}: price {{price}}, average price {{avgPrice}}, volume {{volume}}',
    cursorIntradayPrice: '{{time}}: price {{price}}, volume {{volume}}',
    tableCaption: 'Candles from {{from}} to {{to}}',
    time: 'Time',
    open: 'Open',
    high: 'High',
    low: 'Low',
    close: 'Close',
    volume: 'Volume',
    price: 'Price',
    avgPrice: 'Average price',
    change: 'Change',
    empty: 'No price history yet',
  },
};

const KitTextsContext = createContext<KitTexts>(defaultKitTexts);

export function KitTextsProvider({ texts, children }: { texts: KitTexts; children: ReactNode }) {
  return <KitTextsContext.Provider value={texts}>{children}</KitTextsContext.Provider>;
}

/** The kit's texts in the app's language. */
export function useKitTexts(): KitTexts {
  return useContext(KitTextsContext);
}
