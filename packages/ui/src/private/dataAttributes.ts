/** The sanctioned way to put test ids and analytics hooks on a kit component: `data={{ testid: 'x' }}`. */
export type DataAttributes = Record<string, string | number | boolean>;

export function buildDataAttributes(data: DataAttributes | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!data) return out;
  for (const [key, value] of Object.entries(data)) out[`data-${key}`] = String(value);
  return out;
}
