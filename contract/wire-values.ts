// Tolerant of any backend's spelling of a value (contract/wire.ts says why).

export type Fields = Record<string, unknown>;

export const isFields = (value: unknown): value is Fields =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** A database id: a whole number in PostgreSQL's integer range. */
export function readId(value: unknown): number | null {
  const id = typeof value === "string" && /^\d{1,10}$/.test(value) ? Number(value) : value;
  return typeof id === "number" && Number.isInteger(id) && id >= 1 && id <= 2_147_483_647
    ? id
    : null;
}

export const text = (value: unknown, fallback = ""): string =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : fallback;

export const optionalText = (value: unknown): string | null =>
  typeof value === "string" && value.trim() !== "" ? value : null;

export const whole = (value: unknown): number | null => {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof number === "number" && Number.isFinite(number) ? number : null;
};

export const bool = (value: unknown): boolean => value === true;

export function listItems(data: unknown): unknown[] | null {
  if (Array.isArray(data)) return data;
  if (isFields(data) && Array.isArray(data.results)) return data.results;
  return null;
}

export function nextPage(data: unknown): string | null {
  return isFields(data) && typeof data.next === "string" && data.next ? data.next : null;
}

/** An unreadable item is left out rather than failing the list. */
export function readList<T>(data: unknown, read: (item: unknown) => T | null): T[] | null {
  const items = listItems(data);
  if (!items) return null;
  return items.flatMap((item) => {
    const value = read(item);
    return value === null ? [] : [value];
  });
}
