/**
 * Turns what was typed or pasted into an amount field into a '.' decimal string, or null when
 * the text is ambiguous and the previous value should be kept.
 *
 * - ',' and '.' are both accepted as the decimal separator and become '.'.
 * - Anything other than digits and separators (spaces, currency signs, a minus) is dropped.
 * - Two separators are only accepted as a grouped number with two different separators,
 *   e.g. '1.234,56' or '1,234.56' (pasted); otherwise the change is refused rather than guessed.
 * - Decimals beyond `scale` are cut off (never rounded up); scale 0 allows no separator.
 * - Leading zeros are trimmed ('007' → '7'), a leading separator gets a zero ('.5' → '0.5').
 */
export function normalizeAmount(raw: string, scale: number): string | null {
  let text = raw.replace(/[^\d.,]/g, '');
  const separators = text.match(/[.,]/g) ?? [];
  if (separators.length > 1) {
    const decimal = separators[separators.length - 1]!;
    const group = decimal === '.' ? ',' : '.';
    const grouped = new RegExp(`^\\d{1,3}(\\${group}\\d{3})+\\${decimal}\\d*$`);
    if (!grouped.test(text)) return null;
    text = text.split(group).join('');
  }
  text = text.replace(',', '.');
  const [typedWhole = '', fraction] = text.split('.');
  let whole = typedWhole.replace(/^0+(?=\d)/, '');
  if (fraction === undefined) return whole;
  if (scale <= 0) return whole;
  if (whole === '') whole = '0';
  return `${whole}.${fraction.slice(0, scale)}`;
}
