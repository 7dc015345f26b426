import type { Lesson, Resource } from "../db/schema.ts";
import DEMO_CONTENT from "./demo-content.json" with { type: "json" };

/** Demo content for the embedded defaults: what a new user sees on the first start. */

export const DEMO_PASSWORD = "Demo12345";

export const PMT_CATEGORIES = [
  { name: "Biology", slug: "biology", position: 1 },
  { name: "Chemistry", slug: "chemistry", position: 2 },
  { name: "Physics", slug: "physics", position: 3 },
  { name: "Test Series", slug: "test-series", position: 4 },
] as const;

type CategorySlug = (typeof PMT_CATEGORIES)[number]["slug"];

interface SeedCourse {
  title: string;
  slug: string;
  category: CategorySlug;
  summary: string;
  description: string;
  price: string;
  coin_price: number;
  duration: string;
  highlights: string[];
  lessons: Lesson[];
  resources: Resource[];
}

interface SeedSlide {
  title: string;
  subtitle: string;
  image: string;
  link: string;
  position: number;
  translations?: Record<string, { title: string; subtitle: string }>;
}

// The courses and slides are plain data: a JSON file, the same shape as the types say.
export const PMT_COURSES: SeedCourse[] = DEMO_CONTENT.courses as SeedCourse[];

export const HOME_SLIDES: SeedSlide[] = DEMO_CONTENT.homeSlides;

export const PMT_SLIDES: SeedSlide[] = DEMO_CONTENT.pmtSlides;

const ALL_ENTITLEMENTS = {
  education: true,
  career: true,
  micro_bussiness: true,
  spritual: true,
  shatayu: true,
  pro_pmt: true,
  pharma_edge: true,
  rephub: true,
};

/**
 * Operations staff (our service only: the Django reference has its own admin). Its authenticator
 * app's key is as public as the demo password, so a demo's console opens with any TOTP app; a
 * staff account made by `npm run ops -- create-staff` sets its own app up on its first visit.
 */
export const DEMO_STAFF = {
  email: "staff@portal.test",
  name: "Sana Kulkarni",
  phonenumber: "+91 90000 00009",
  role: "staff",
  authenticatorKey: "DEMOSTAFFKEY234567ABCDEFGHJKLMNP",
} as const;

export const DEMO_ACCOUNTS = [
  {
    email: "demo@portal.test",
    name: "Demo Member",
    phonenumber: "+91 90000 00001",
    access_for: "All modules (demo account)",
    abc_coins: 250,
    entitlements: ALL_ENTITLEMENTS,
    paidCourse: "neet-full-length-test-series",
  },
  {
    email: "pmt@portal.test",
    name: "Priya Menon",
    phonenumber: "+91 90000 00002",
    access_for: "PMT courses",
    abc_coins: 40,
    entitlements: { pro_pmt: true },
    paidCourse: null,
  },
  {
    email: "visitor@portal.test",
    name: "Vikram Rao",
    phonenumber: "+91 90000 00003",
    access_for: "",
    abc_coins: 0,
    entitlements: {},
    paidCourse: null,
  },
] as const;
