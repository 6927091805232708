/**
 * The UID the header and the profile show: a fixed prefix plus the stored id (specification §2).
 * The prefix belongs to the product, not to the server: the brand's (`uidPrefix`, brands/<name>/brand.ts).
 */
export const UID_PREFIX = import.meta.env.BRAND_UID_PREFIX;

/** `formatUid('10023')` → `'DS10023'`; empty when there is no id. */
export function formatUid(id: string | null | undefined): string {
  return id ? `${UID_PREFIX}${id}` : '';
}
