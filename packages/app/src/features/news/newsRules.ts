/** News items per `news/list` page. */
export const NEWS_PAGE_SIZE = 20;

/** The line under a headline: 'Source · time', or the time alone. */
export function newsMeta(source: string | null | undefined, time: string): string {
  const from = source?.trim();
  return from ? `${from} · ${time}` : time;
}
