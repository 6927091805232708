/** The fixed mask of an ID number (api.md §2: first 6 + `***` + last 1). */
export const ID_MASK = '***';
/** The fixed mask of a card number (api.md §2: first 4 + `****` + last 4). */
export const CARD_MASK = '****';

function maskMiddle(text: string, head: number, tail: number, mask: string): string {
  if (text === '') return '';
  // Too short to hide anything while showing head and tail: show the mask only, never the whole number.
  if (text.length <= head + tail) return mask;
  return `${text.slice(0, head)}${mask}${text.slice(text.length - tail)}`;
}

/**
 * `maskIdNumber('123456789012')` → `'123456***2'`. Whitespace is ignored; an input of 7
 * characters or fewer shows `'***'` only; an empty input stays empty.
 */
export function maskIdNumber(id: string): string {
  return maskMiddle(id.replace(/\s+/g, ''), 6, 1, ID_MASK);
}

/**
 * `maskCardNumber('6222 0212 3456 7890')` → `'6222****7890'`. Spaces and dashes are ignored; an
 * input of 8 characters or fewer shows `'****'` only; an empty input stays empty.
 */
export function maskCardNumber(card: string): string {
  return maskMiddle(card.replace(/[\s-]+/g, ''), 4, 4, CARD_MASK);
}
