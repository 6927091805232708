import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import * as styles from './SafeHtml.css.ts';

/** Server-authored HTML (notices, articles), sanitised again on the client before it is shown. */
export function SafeHtml({ html }: { html: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return <div className={styles.html} dangerouslySetInnerHTML={{ __html: clean }} />;
}
