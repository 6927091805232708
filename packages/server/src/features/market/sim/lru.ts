/** A least-recently-used cache: a Map keeps insertion order, so the first key is the oldest. */
export class Lru<V> {
  readonly #entries = new Map<string, V>();
  readonly #capacity: number;

  constructor(capacity: number) {
    this.#capacity = capacity;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The entry if present, without making it or refreshing it. */
  peek(key: string): V | undefined {
    return this.#entries.get(key);
  }

  get(key: string, make: () => V): V {
    const found = this.#entries.get(key);
    if (found !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, found);
      return found;
    }
    const made = make();
    this.#entries.set(key, made);
    if (this.#entries.size > this.#capacity) this.#entries.delete(this.#entries.keys().next().value!);
    return made;
  }
}
