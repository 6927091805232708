export { TabBar, type TabBarProps, type TabBarItem, type TabBarLinkProps } from './TabBar.tsx';
