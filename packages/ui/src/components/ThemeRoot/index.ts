export { ThemeRoot, usePortalContainer, type ThemeRootProps } from './ThemeRoot.tsx';
