import { aboutPage } from "./documents/about-page";
import { author } from "./documents/author";
import { category } from "./documents/category";
import { csrInitiative } from "./documents/csr-initiative";
import { homePage } from "./documents/home-page";
import { listingPages } from "./documents/listing-pages";
import { page } from "./documents/page";
import { post } from "./documents/post";
import { redirect } from "./documents/redirect";
import { searchSynonyms } from "./documents/search-synonyms";
import { section } from "./documents/section";
import { serviceLine } from "./documents/service-line";
import { siteSettings } from "./documents/site-settings";
import { tag } from "./documents/tag";
import { testimonial } from "./documents/testimonial";
import { work } from "./documents/work";
import { blockContent } from "./objects/block-content";
import { codeBlock } from "./objects/code-block";
import { feature } from "./objects/feature";
import { figure } from "./objects/figure";
import { link } from "./objects/link";
import { listingCopy } from "./objects/listing-copy";
import { seo } from "./objects/seo";
import { siteLink } from "./objects/site-link";
import { stat } from "./objects/stat";
import { BLOCK_OBJECT_TYPES } from "./page-builder/blocks";
import { pageBuilder, sectionBlocks } from "./page-builder/page-builder";

/**
 * Singletons: one document each, with a fixed id equal to the type name; homePage and
 * aboutPage have one per language (`homePage`, `homePage-hi`: singletonId in ./translation).
 */
export const SINGLETON_TYPES = [
  "siteSettings",
  "homePage",
  "aboutPage",
  "listingPages",
  "searchSynonyms",
] as const;

export const schemaTypes = [
  post,
  author,
  category,
  tag,
  work,
  testimonial,
  csrInitiative,
  serviceLine,
  homePage,
  aboutPage,
  listingPages,
  siteSettings,
  page,
  section,
  redirect,
  searchSynonyms,
  pageBuilder,
  sectionBlocks,
  ...BLOCK_OBJECT_TYPES,
  figure,
  blockContent,
  codeBlock,
  seo,
  link,
  siteLink,
  stat,
  feature,
  listingCopy,
];
