import { ThListIcon } from "@sanity/icons/ThList";
import { defineField, defineType } from "sanity";

/** The pages that list other documents, each with its words. */
const LISTING_PAGES = [
  { name: "blog", title: "Blog (/blog-grid, /blog-list)" },
  { name: "work", title: "Our Work (/work)" },
  { name: "testimonials", title: "Testimonials (/testimonials)" },
  { name: "csr", title: "CSR (/csr)" },
  { name: "services", title: "Services (/service)" },
  { name: "contact", title: "Contact Us (/contact)" },
  { name: "search", title: "Search (/search)" },
] as const;

/**
 * The listing pages' headings, intros and search descriptions: a singleton
 * (one document, id "listingPages"), one group of words per page.
 */
export const listingPages = defineType({
  name: "listingPages",
  title: "Listing pages",
  type: "document",
  icon: ThListIcon,
  fields: LISTING_PAGES.map(({ name, title }) =>
    defineField({ name, title, type: "listingCopy", validation: (rule) => rule.required() }),
  ),
  preview: { prepare: () => ({ title: "Listing pages" }) },
});
