import DOMPurify from 'dompurify';

const headings = 'h1, h2, h3, h4, h5, h6';

/**
 * Server-authored HTML (articles, notices) made safe to render: the server sanitises it
 * already; this second pass in the browser removes scripts, event handlers, `javascript:` links,
 * forms and inline styles (which the Content-Security-Policy would refuse anyway), whatever
 * reaches the client.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
  });
}

/**
 * Sanitised HTML whose headings sit under the screen's own h1: the highest heading becomes an
 * h2 and the others keep their distance to it (h3 → h2, h4 → h3…), so the page keeps one h1 and
 * no skipped levels.
 */
export function contentHtml(html: string): string {
  // A template's content is inert: nothing in it loads or runs while it is rearranged.
  const container = document.createElement('template');
  container.innerHTML = sanitizeHtml(html);
  const found = Array.from(container.content.querySelectorAll(headings));
  if (found.length === 0) return container.innerHTML;
  const top = Math.min(...found.map((heading) => Number(heading.tagName[1])));
  const shift = 2 - top;
  if (shift === 0) return container.innerHTML;
  for (const heading of found) {
    const level = Math.min(6, Number(heading.tagName[1]) + shift);
    const replacement = container.content.ownerDocument.createElement(`h${level}`);
    replacement.append(...Array.from(heading.childNodes));
    heading.replaceWith(replacement);
  }
  return container.innerHTML;
}
