/**
 * Stale-while-revalidate: a failed refresh keeps the stale answer, so Sanity down keeps pages up.
 */

interface Entry<T> {
  value: T;
  loadedAt: number;
  refreshing?: Promise<void>;
}

export interface CacheOptions {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
  onRefreshError?: (key: string, error: unknown) => void;
}

export class ContentCache {
  readonly #entries = new Map<string, Entry<unknown>>();
  readonly #pending = new Map<string, Promise<unknown>>();
  readonly #options: Required<Omit<CacheOptions, "onRefreshError">> &
    Pick<CacheOptions, "onRefreshError">;
  // A purge during a load must win: answers started before it are not stored.
  #generation = 0;

  constructor(options: CacheOptions) {
    this.#options = { ...options, now: options.now ?? Date.now };
  }

  get size(): number {
    return this.#entries.size;
  }

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const entry = this.#entries.get(key) as Entry<T> | undefined;
    if (entry) {
      if (this.#options.now() - entry.loadedAt >= this.#options.ttlMs)
        this.#refresh(key, entry, load);
      return entry.value;
    }
    const pending = this.#pending.get(key) as Promise<T> | undefined;
    if (pending) return pending;
    const generation = this.#generation;
    const loading = load().then((value) => {
      // "Nothing there" (an unknown slug) is not kept: random addresses must not push real pages
      // out of the cache.
      if (generation === this.#generation && value !== null) this.#store(key, value);
      return value;
    });
    this.#pending.set(key, loading);
    try {
      return await loading;
    } finally {
      this.#pending.delete(key);
    }
  }

  purge(): void {
    this.#generation += 1;
    this.#entries.clear();
  }

  #refresh<T>(key: string, entry: Entry<T>, load: () => Promise<T>): void {
    if (entry.refreshing) return;
    const generation = this.#generation;
    entry.refreshing = load()
      .then((value) => {
        if (generation === this.#generation) this.#store(key, value);
      })
      .catch((error: unknown) => this.#options.onRefreshError?.(key, error))
      .finally(() => {
        entry.refreshing = undefined;
      });
  }

  #store(key: string, value: unknown): void {
    this.#entries.delete(key);
    this.#entries.set(key, { value, loadedAt: this.#options.now() });
    if (this.#entries.size > this.#options.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }
}
