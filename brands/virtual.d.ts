// What brands/vite.ts gives the app of the brand it is built for (BRAND_DIR, BRAND, else dutch).

declare module 'virtual:brand' {
  import type { ThemeClasses } from '@broker/ui';

  /** The brand's name and theme classes: the only theme in the bundle. */
  export const theme: ThemeClasses;
}
