export { PullToRefresh, type PullToRefreshProps } from './PullToRefresh.tsx';
