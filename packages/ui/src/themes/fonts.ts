// Plain data, no styles: what is styled before the theme's classes apply (the app's start splash
// in index.html, built by brands/vite.ts) takes the same fonts as the kit.

/** System fonts only (nothing downloads at run time), with CJK and Hangul fallbacks. */
export const systemFontStack = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"PingFang TC"',
  '"PingFang SC"',
  '"Hiragino Sans"',
  '"Microsoft JhengHei"',
  '"Microsoft YaHei"',
  '"Apple SD Gothic Neo"',
  '"Malgun Gothic"',
  '"Noto Sans CJK TC"',
  '"Noto Sans CJK SC"',
  '"Noto Sans CJK KR"',
  'sans-serif',
].join(', ');
