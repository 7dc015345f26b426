/**
 * Tolerant readers for any DRF-style backend (docs/CONTEXT.md): a missing core value makes the
 * item `null`; a missing extension (ours) gets a neutral value, so the page leaves that part out.
 */

import type { z } from "zod";
import { ENTITLEMENTS, type Entitlement, type StaffRole } from "./entitlements.ts";
import { type Language, PREFIXED_LANGUAGES } from "./languages.ts";
import type { LessonSchema, ResourceSchema } from "./staff.ts";
import { bool, isFields, optionalText, readId, readList, text, whole } from "./wire-values.ts";

export { listItems, nextPage, readList } from "./wire-values.ts";

export interface Category {
  id: number;
  name: string;
  slug: string;
}

export function readCategory(data: unknown): Category | null {
  if (!isFields(data)) return null;
  const id = readId(data.id);
  const name = optionalText(data.name) ?? optionalText(data.title);
  if (id === null || name === null) return null;
  return { id, name, slug: text(data.slug) };
}

export type Lesson = z.output<typeof LessonSchema>;
export type Resource = z.output<typeof ResourceSchema>;

/** A course as listed (api/propmtservice/), readable before buying. */
export interface Course {
  id: number;
  title: string;
  slug: string;
  category: number | null;
  /** Extension. */
  category_name: string | null;
  summary: string;
  description: string;
  image: string | null;
  /** Rupees, as the backend wrote them ("4999.00"). */
  price: string;
  /** Extension: the price in coins; null when the backend has no coin payment. */
  coin_price: number | null;
  duration: string;
  /** Extension. */
  highlights: string[];
}

/** Lessons and resources are extensions: null when not sent. */
export interface OwnedCourse extends Course {
  lessons: Lesson[] | null;
  resources: Resource[] | null;
}

const readLesson = (data: unknown): Lesson | null =>
  isFields(data) && optionalText(data.title)
    ? { title: text(data.title), duration: text(data.duration), summary: text(data.summary) }
    : null;

const readResource = (data: unknown): Resource | null =>
  isFields(data) && optionalText(data.url)
    ? { title: text(data.title, text(data.url)), kind: text(data.kind), url: text(data.url) }
    : null;

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];

export function readCourse(data: unknown): Course | null {
  if (!isFields(data)) return null;
  const id = readId(data.id);
  const title = optionalText(data.title) ?? optionalText(data.name);
  if (id === null || title === null) return null;
  const category = isFields(data.category) ? data.category : null;
  const coins = whole(data.coin_price);
  return {
    id,
    title,
    slug: text(data.slug),
    category: readId(category ? category.id : data.category),
    category_name:
      optionalText(data.category_name) ?? (category ? optionalText(category.name) : null),
    summary: text(data.summary, text(data.short_description)),
    description: text(data.description),
    image: optionalText(data.image),
    price: text(data.price, "0"),
    coin_price: coins !== null && coins >= 0 ? Math.trunc(coins) : null,
    duration: text(data.duration),
    highlights: strings(data.highlights),
  };
}

export function readOwnedCourse(data: unknown): OwnedCourse | null {
  const course = readCourse(data);
  if (!course || !isFields(data)) return null;
  return {
    ...course,
    lessons: readList(data.lessons, readLesson),
    resources: readList(data.resources, readResource),
  };
}

type OrderStatus = "pending" | "paid" | "cancelled" | (string & {});

export interface Order {
  id: number;
  /** The course's id, also when the backend nests the course. */
  service: number | null;
  /** Extension, or the nested course's title. */
  service_title: string | null;
  amount: string | null;
  /** Extension. */
  coins: number | null;
  /** Extension: "coins" or "arrangement". */
  paid_with: string | null;
  /** Extension; when absent, the purchase is found in my-services by its `order`. */
  purchase: number | null;
  status: OrderStatus;
  created_at: string;
}

export function readOrder(data: unknown): Order | null {
  if (!isFields(data)) return null;
  const id = readId(data.id);
  if (id === null) return null;
  const nested = isFields(data.service) ? data.service : null;
  return {
    id,
    service: readId(nested ? nested.id : data.service),
    service_title:
      optionalText(data.service_title) ??
      (nested ? (optionalText(nested.title) ?? optionalText(nested.name)) : null),
    amount: optionalText(typeof data.amount === "number" ? String(data.amount) : data.amount),
    coins: whole(data.coins) === null ? null : Math.max(0, Math.trunc(whole(data.coins) ?? 0)),
    paid_with: optionalText(data.paid_with),
    purchase: readId(isFields(data.purchase) ? data.purchase.id : data.purchase),
    status: text(data.status, "pending").toLowerCase(),
    created_at: text(data.created_at, text(data.created, "")),
  };
}

export interface Purchase<C extends Course = Course> {
  id: number;
  order: number | null;
  purchased_at: string;
  service: C;
}

function purchaseReader<C extends Course>(readService: (data: unknown) => C | null) {
  return (data: unknown): Purchase<C> | null => {
    if (!isFields(data)) return null;
    const id = readId(data.id);
    const service = readService(data.service ?? data.course);
    if (id === null || service === null) return null;
    return {
      id,
      order: readId(isFields(data.order) ? data.order.id : data.order),
      purchased_at: text(data.purchased_at, text(data.created_at)),
      service,
    };
  };
}

export const readPurchase = purchaseReader(readCourse);
export const readOwnedPurchase = purchaseReader(readOwnedCourse);

/** A slide's words in one language. */
export interface SlideWords {
  title: string;
  subtitle: string | null;
}

export interface Slide extends SlideWords {
  id: number;
  image: string;
  link: string | null;
  position: number;
  /** Its words in the site's other languages (ours: another backend has none). */
  translations: Partial<Record<Language, SlideWords>>;
}

function readSlideTranslations(data: unknown): Slide["translations"] {
  if (!isFields(data)) return {};
  const read: Slide["translations"] = {};
  for (const language of PREFIXED_LANGUAGES) {
    const words = data[language];
    const title = isFields(words) ? optionalText(words.title) : null;
    if (isFields(words) && title)
      read[language] = { title, subtitle: optionalText(words.subtitle) };
  }
  return read;
}

export function readSlide(data: unknown): Slide | null {
  if (!isFields(data)) return null;
  const id = readId(data.id);
  const image = optionalText(data.image);
  if (id === null || image === null) return null;
  return {
    id,
    title: text(data.title),
    subtitle: optionalText(data.subtitle),
    image,
    link: optionalText(data.link),
    position: whole(data.position) ?? id,
    translations: readSlideTranslations(data.translations),
  };
}

/** app/me/: abc_coins is the spec's only named field; entitlements are flags. */
export interface Me extends Record<Entitlement, boolean> {
  id: number;
  username: string;
  name: string;
  email: string;
  phonenumber: string;
  access_for: string;
  abc_coins: number;
  is_staff: boolean;
  /** Ours (decision 0032): with only is_staff, every staff member is "staff". */
  staff_role: StaffRole | null;
  date_joined: string;
}

export function readMe(data: unknown): Me | null {
  if (!isFields(data)) return null;
  const id = readId(data.id);
  if (id === null) return null;
  const email = text(data.email);
  return {
    id,
    username: text(data.username, email),
    name: text(data.name, text(data.first_name, text(data.username, email))),
    email,
    phonenumber: text(data.phonenumber, text(data.phone)),
    access_for: text(data.access_for),
    abc_coins: Math.max(0, Math.trunc(whole(data.abc_coins) ?? 0)),
    ...(Object.fromEntries(ENTITLEMENTS.map((name) => [name, bool(data[name])])) as Record<
      Entitlement,
      boolean
    >),
    is_staff: bool(data.is_staff),
    staff_role:
      data.role === "admin" || data.role === "staff"
        ? data.role
        : bool(data.is_staff)
          ? "staff"
          : null,
    date_joined: text(data.date_joined),
  };
}

export interface TokenPair {
  access: string;
  /** Absent when the backend does not rotate refresh tokens (simplejwt's default). */
  refresh: string | null;
}

export function readTokens(data: unknown): TokenPair | null {
  if (!isFields(data) || typeof data.access !== "string" || data.access === "") return null;
  return {
    access: data.access,
    refresh: typeof data.refresh === "string" && data.refresh ? data.refresh : null,
  };
}
