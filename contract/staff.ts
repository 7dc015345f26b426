import { z } from "zod";
import { ENTITLEMENTS, type Entitlement, type StaffRole } from "./entitlements.ts";
import { PREFIXED_LANGUAGES } from "./languages.ts";
import type { MailCounts, MailItem } from "./mail.ts";
import type { EnquirySchema } from "./schemas.ts";

// The staff calls are ours (decision 0032): on another backend the console says it has none.

z.config({ jitless: true });

/** Also the largest coin price. */
const MAX_COIN_CHANGE = 1_000_000;
/** Well inside the database's integer column. */
export const MAX_BALANCE = 1_000_000_000;

const module = z.enum(ENTITLEMENTS, "Not one of the eight modules.");

export const ReviewSchema = z.union([
  z.strictObject({
    grant: z
      .array(module)
      .min(1, "Choose at least one module to grant.")
      .max(ENTITLEMENTS.length)
      .refine((modules) => new Set(modules).size === modules.length, "Each module once."),
  }),
  z.strictObject({ decline: z.literal(true, "Send decline: true to decline.") }),
]);

export const AnswerSchema = z.strictObject({
  /** Left out, the enquiry is only marked answered. */
  reply: z
    .string("The reply is text.")
    .trim()
    .min(1, "Write the reply, or leave it out to only mark the enquiry answered.")
    .max(5000, "A reply is at most 5,000 characters.")
    .optional(),
});

export const CoinsSchema = z.strictObject({
  change: z
    .number("Enter the change as a whole number, like 50 or -20.")
    .int("Enter the change as a whole number, like 50 or -20.")
    .min(-MAX_COIN_CHANGE, "At most 1,000,000 coins at a time.")
    .max(MAX_COIN_CHANGE, "At most 1,000,000 coins at a time.")
    .refine(
      (change) => change !== 0,
      "A change of 0 changes nothing: enter how many to add or take.",
    ),
  reason: z
    .string("The reason is text.")
    .trim()
    .min(3, "Say why (at least 3 characters): it goes in the coin ledger.")
    .max(200, "A reason is at most 200 characters."),
  /** The balance the change was decided on: a second post of the same form is refused. */
  expected: z
    .number("Send the balance you saw as a whole number.")
    .int("Send the balance you saw as a whole number.")
    .min(0, "A balance is never below zero.")
    .max(MAX_BALANCE, "A balance is never that large.")
    .optional(),
});

export const ModuleSchema = z.strictObject({
  module,
  granted: z.boolean("Send granted: true to grant, false to revoke."),
});

export const ActiveSchema = z.strictObject({
  active: z.boolean("Send active: true to reactivate, false to deactivate."),
});

export const RoleSchema = z.strictObject({
  role: z.enum(["member", "staff", "admin"], 'Choose "member", "staff" or "admin".'),
});

export const ORDER_STATUSES = ["pending", "paid", "cancelled"] as const;
export type OrderStatusName = (typeof ORDER_STATUSES)[number];

export const MAX_SEARCH = 100;

/** A path on this site: not "//host/…" or "/\\host/…", which browsers read as another site. */
const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;

/** Pictures are public; documents only for a course's owners. */
export const MEDIA_PREFIX = "/service/media/";
export const DOWNLOAD_PREFIX = "/downloads/";
const FILE_KEY = "[a-z0-9][a-z0-9-]{0,99}";

const line = (max: number, what: string) =>
  z.string(`${what} is text.`).trim().max(max, `${what}: at most ${max} characters.`);

export const CategorySchema = z.strictObject({
  name: line(120, "The name").min(2, "Name the category (at least 2 characters)."),
  position: z.number("The position is a number.").int().min(0).max(10_000),
});

export const LessonSchema = z.strictObject({
  title: line(200, "A lesson's title").min(2, "Each lesson needs a title."),
  duration: line(60, "A lesson's duration"),
  summary: line(500, "A lesson's summary"),
});

export const ResourceSchema = z.strictObject({
  title: line(200, "A file's title").min(2, "Each file needs a title."),
  kind: line(60, "A file's kind"),
  url: z
    .string()
    .regex(new RegExp(`^${DOWNLOAD_PREFIX}${FILE_KEY}\\.pdf$`), "Course files are uploaded PDFs."),
});

export const CourseSchema = z.strictObject({
  title: line(200, "The title").min(3, "Give the course a title (at least 3 characters)."),
  category: z
    .number("Choose a category.")
    .int("Choose a category.")
    .min(1, "Choose a category.")
    .max(2_147_483_647, "Choose a category."),
  summary: line(500, "The summary"),
  description: line(5000, "The description"),
  price: z
    .string("The price is a number of rupees.")
    .regex(/^\d{1,8}(\.\d{1,2})?$/, "Enter the price in rupees, like 3499 or 3499.50."),
  coin_price: z
    .number("The coin price is a whole number.")
    .int("The coin price is a whole number.")
    .min(0, "The coin price cannot be negative.")
    .max(MAX_COIN_CHANGE, "At most 1,000,000 coins."),
  duration: line(60, "The duration"),
  highlights: z.array(line(200, "A highlight")).max(12, "At most 12 highlights."),
  lessons: z.array(LessonSchema).max(50, "At most 50 lessons."),
  resources: z.array(ResourceSchema).max(20, "At most 20 files."),
  image: z
    .string()
    .max(500)
    .regex(SITE_PATH, "The picture is an uploaded one or a path on this site."),
  is_active: z.boolean("Say whether the course is shown."),
});
export type CourseInput = z.infer<typeof CourseSchema>;

const SLIDER_KINDS = ["home", "pmt"] as const;
export type SliderKind = (typeof SLIDER_KINDS)[number];

export const SlideWordsSchema = z.strictObject({
  title: line(200, "The title"),
  subtitle: line(300, "The subtitle"),
});

/** A slide's words in the site's other languages; one without a title is not translated yet. */
const SlideTranslationsSchema = z
  .partialRecord(
    z.enum(PREFIXED_LANGUAGES, "Not one of the site's other languages."),
    SlideWordsSchema,
  )
  .transform((all) => {
    const kept: typeof all = {};
    for (const language of PREFIXED_LANGUAGES) {
      const words = all[language];
      if (words?.title) kept[language] = words;
    }
    return kept;
  });

export const SlideSchema = z.strictObject({
  title: line(200, "The title").min(1, "Give the slide a title."),
  subtitle: line(300, "The subtitle"),
  image: z.string().max(500).regex(SITE_PATH, "Choose a picture for the slide."),
  link: z
    .string("The link is text.")
    .trim()
    .max(500, "A link: at most 500 characters.")
    .refine(
      (link) => link === "" || SITE_PATH.test(link) || /^https:\/\/[^\s]+$/.test(link),
      "A link is a path on this site (/pmt-aspirants) or an https:// address, or nothing.",
    ),
  position: z.number("The order is a number.").int().min(0).max(10_000),
  active: z.boolean("Say whether the slide is shown."),
  translations: SlideTranslationsSchema.default({}),
});
export type SlideInput = z.infer<typeof SlideSchema>;

export interface StaffPage<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export interface Overview {
  attention: { new_registrations: number; pending_orders: number; unanswered_enquiries: number };
  mail: MailCounts;
  weeks: { week: string; registrations: number; orders: number }[];
}

export interface RegistrationItem {
  id: number;
  name: string;
  email: string;
  phonenumber: string;
  access_for: string;
  date_joined: string;
}

export interface EnquiryItem extends Required<Omit<z.output<typeof EnquirySchema>, "website">> {
  id: number;
  created_at: string;
  answered_at: string | null;
}

export interface PersonItem {
  id: number;
  name: string;
  email: string;
  phonenumber: string;
  role: "member" | StaffRole;
  is_active: boolean;
  abc_coins: number;
  date_joined: string;
}

interface LedgerLine {
  id: string;
  change: number;
  reason: string;
  actor: string;
  at: string;
}

export interface StaffOrder {
  id: number;
  user_id: number;
  email: string;
  name: string;
  service_id: number;
  service_title: string;
  amount: string;
  coins: number;
  paid_with: "coins" | "manual";
  status: OrderStatusName;
  created_at: string;
}

export interface PersonDetail extends PersonItem {
  access_for: string;
  reviewed_at: string | null;
  modules: Record<Entitlement, boolean>;
  ledger: LedgerLine[];
  /** Checked by the service against the balance on every read. */
  ledger_sum: number;
  orders: StaffOrder[];
  purchases: { id: number; service_id: number; service_title: string; purchased_at: string }[];
}

export interface MailPage extends StaffPage<MailItem>, MailCounts {}

export interface AuditItem {
  id: string;
  at: string;
  actor: string;
  action: string;
  subject: string;
  before: unknown;
  after: unknown;
}

interface CatalogueCategory {
  id: number;
  name: string;
  slug: string;
  position: number;
  courses: number;
}

export interface CatalogueCourse extends CourseInput {
  id: number;
  slug: string;
  category_name: string;
}

export interface Catalogue {
  categories: CatalogueCategory[];
  courses: CatalogueCourse[];
}

export interface StaffSlide extends SlideInput {
  id: number;
}
