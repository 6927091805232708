import { useMemo, type ReactNode } from 'react';
import { contentHtml } from './safeHtml.ts';
import * as styles from './SafeHtml.css.ts';

/**
 * Server-authored HTML (articles, notices), sanitised again on the client before it is shown;
 * `fallback` when nothing is left to show.
 */
export function SafeHtml({ html, fallback = null }: { html: string; fallback?: ReactNode }) {
  const clean = useMemo(() => contentHtml(html), [html]);
  if (!clean.trim()) return <>{fallback}</>;
  return <div className={styles.html} dangerouslySetInnerHTML={{ __html: clean }} />;
}
