/**
 * A small least-recently-used cache bounded by entry count and by total size (rendered bodies), so a 2,000-board
 * web keeps its memory modest: hot boards stay rendered, cold ones are rendered again on request.
 */
export class LruCache<V> {
  readonly #entries = new Map<string, { value: V; size: number }>();
  readonly #maxEntries: number;
  readonly #maxSize: number;
  #size = 0;

  /** @param maxSize total of the sizes given to `set` (bytes for bodies; 1 per entry by default). */
  constructor(maxEntries: number, maxSize = Number.POSITIVE_INFINITY) {
    this.#maxEntries = maxEntries;
    this.#maxSize = maxSize;
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** Stores a value; one larger than a quarter of the budget is not kept. */
  set(key: string, value: V, size = 1): void {
    const old = this.#entries.get(key);
    if (old) {
      this.#size -= old.size;
      this.#entries.delete(key);
    }
    if (size > this.#maxSize / 4) return;
    this.#entries.set(key, { value, size });
    this.#size += size;
    for (const [oldest, entry] of this.#entries) {
      if (this.#entries.size <= this.#maxEntries && this.#size <= this.#maxSize) break;
      this.#entries.delete(oldest);
      this.#size -= entry.size;
    }
  }

  /** Entries held. */
  get count(): number {
    return this.#entries.size;
  }
}
