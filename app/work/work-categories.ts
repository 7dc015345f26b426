import { WORK_CATEGORIES } from "../../studio/schemaTypes/work-categories";

export { WORK_CATEGORIES };

export type WorkCategory = (typeof WORK_CATEGORIES)[number]["value"];

export function isWorkCategory(value: string): value is WorkCategory {
  return WORK_CATEGORIES.some((category) => category.value === value);
}

export function workCategoryTitle(value: string | null | undefined): string {
  return WORK_CATEGORIES.find((category) => category.value === value)?.title ?? "";
}
