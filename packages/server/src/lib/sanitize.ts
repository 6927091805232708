import sanitizeHtml from 'sanitize-html';

/**
 * Server-authored HTML is sanitised on the way out: whatever an operator puts in the database,
 * the app never receives scripts, event handlers or foreign frames.
 */
export const sanitize = (html: string): string =>
  sanitizeHtml(html, { allowedSchemes: ['https', 'mailto'], allowedAttributes: { a: ['href', 'title'] } });
