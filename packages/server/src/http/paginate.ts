/** The page a list call asks for (the contract's `pageRequest`: page ≥ 1, 1 ≤ size ≤ 100). */
export interface PageRequest {
  page: number;
  size: number;
}

/** A paged answer (api.md §2 Page): one page of items, the total over all pages, and the page asked for. */
export interface Page<Item> {
  items: Item[];
  total: number;
  page: number;
  size: number;
}

/** A list in the database: its total and one window of its rows, in the list's order. */
export interface PagedQuery<Row> {
  /** How many rows the list has, with the same filters as `rows`. */
  total: () => Promise<number>;
  rows: (window: { limit: number; offset: number }) => Promise<Row[]>;
}

/**
 * One page of a list, the same way for every paged call: from rows already in memory (a
 * catalogue, a calendar) or from a query that counts and reads one window. A page past the end
 * is empty and still carries the total. `view` turns the page's rows into the answer's items,
 * all at once, so that it can look up what they refer to in one go.
 */
export async function paginate<Row, Item = Row>(
  request: PageRequest,
  source: readonly Row[] | PagedQuery<Row>,
  view?: (rows: Row[]) => Item[] | Promise<Item[]>,
): Promise<Page<Item>> {
  const offset = (request.page - 1) * request.size;
  let total: number;
  let rows: Row[];
  if (isRowList(source)) {
    total = source.length;
    rows = source.slice(offset, offset + request.size);
  } else {
    total = await source.total();
    rows = await source.rows({ limit: request.size, offset });
  }
  const items = view ? await view(rows) : (rows as unknown as Item[]);
  return { items, total, page: request.page, size: request.size };
}

function isRowList<Row>(source: readonly Row[] | PagedQuery<Row>): source is readonly Row[] {
  return Array.isArray(source);
}
