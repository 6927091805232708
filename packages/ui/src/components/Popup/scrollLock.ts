let locks = 0;
let previousOverflow = '';

/** Locks the page's scrolling while any popup is open; returns the unlock. Nested popups count. */
export function lockPageScroll(doc: Document): () => void {
  if (locks === 0) {
    previousOverflow = doc.body.style.overflow;
    doc.body.style.overflow = 'hidden';
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0) doc.body.style.overflow = previousOverflow;
  };
}
