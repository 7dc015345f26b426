import type { MessageKey } from "~/i18n/catalogue/en";
import type { Translate } from "~/i18n/translate";
import { WORK_CATEGORIES } from "../../studio/schemaTypes/work-categories";

export { WORK_CATEGORIES };

export type WorkCategory = (typeof WORK_CATEGORIES)[number]["value"];

export function isWorkCategory(value: string): value is WorkCategory {
  return WORK_CATEGORIES.some((category) => category.value === value);
}

/** Each category's title in the catalogue (the studio's English titles are its English words). */
const CATEGORY_TITLES: Record<WorkCategory, MessageKey> = {
  training: "work.category.training",
  "digital-marketing": "work.category.digital-marketing",
  healthcare: "work.category.healthcare",
  technology: "work.category.technology",
};

/** A category's title in the page's language (`t`), or the studio's when none is given. */
export function workCategoryTitle(value: string | null | undefined, t?: Translate): string {
  const category = WORK_CATEGORIES.find((option) => option.value === value);
  if (!category) return "";
  return t ? t(CATEGORY_TITLES[category.value]) : category.title;
}
