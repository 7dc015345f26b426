import { defineQuery } from "groq";

/**
 * Every GROQ query the site runs lives here. The same text runs on Sanity's
 * API and on the embedded dataset (groq-js); values always travel as GROQ
 * parameters, never inside the text. Result types come from Sanity TypeGen
 * (`npm run typegen` writes sanity.types.ts).
 *
 * Members-only fields of service lines (memberIntro, memberBody,
 * memberResources) are projected by MODULE_CONTENT_QUERY alone, which the
 * module pages run only after the entitlement check (queries.test.ts holds
 * every other query to that).
 */

// Fragments ---------------------------------------------------------------

const figureFields = /* groq */ `
  alt,
  caption,
  crop,
  hotspot,
  "asset": asset->{
    _id,
    "width": metadata.dimensions.width,
    "height": metadata.dimensions.height,
    "lqip": metadata.lqip
  }
`;

const linkFields = /* groq */ `label, href`;

const seoFields = /* groq */ `
  "seo": seo{ title, description, "image": image{ ${figureFields} } }
`;

// One item of rich text, its images resolved (the body, and a module's member text).
const richTextItemFields = /* groq */ `
    ...,
    _type == "figure" => { ${figureFields} }
  `;

const bodyFields = /* groq */ `
  body[]{${richTextItemFields}}
`;

const postCardFields = /* groq */ `
  _id,
  title,
  "slug": slug.current,
  excerpt,
  publishedAt,
  "mainImage": mainImage{ ${figureFields} },
  "author": author->{ name, "slug": slug.current },
  "categories": categories[]->{ title, "slug": slug.current }
`;

const workCardFields = /* groq */ `
  _id,
  title,
  "slug": slug.current,
  client,
  category,
  summary,
  completedAt,
  "coverImage": coverImage{ ${figureFields} }
`;

const serviceLineCardFields = /* groq */ `
  _id,
  title,
  "slug": slug.current,
  key,
  tagline,
  summary,
  "image": image{ ${figureFields} }
`;

const testimonialFields = /* groq */ `
  _id,
  name,
  role,
  location,
  quote,
  rating,
  "photo": photo{ ${figureFields} },
  "serviceLine": serviceLine->{ title, key }
`;

const termFields = /* groq */ `_id, title, "slug": slug.current`;

// Site-wide ---------------------------------------------------------------

export const SITE_SETTINGS_QUERY = defineQuery(`
  *[_type == "siteSettings" && _id == "siteSettings"][0]{
    companyName,
    tagline,
    description,
    contactNumber,
    whatsappNumber,
    email,
    address,
    "socialLinks": socialLinks[]{ ${linkFields} },
    "footerLinks": footerLinks[]{ ${linkFields} },
    "shareImage": shareImage{ ${figureFields} },
    "notFound": notFound{ heading, text }
  }
`);

const listingCopyFields = /* groq */ `heading, intro, description`;

/** The listing pages' words (one singleton, a group per page). */
export const LISTING_PAGES_QUERY = defineQuery(`
  *[_type == "listingPages" && _id == "listingPages"][0]{
    "blog": blog{ ${listingCopyFields} },
    "work": work{ ${listingCopyFields} },
    "testimonials": testimonials{ ${listingCopyFields} },
    "csr": csr{ ${listingCopyFields} },
    "services": services{ ${listingCopyFields} },
    "contact": contact{ ${listingCopyFields} },
    "search": search{ ${listingCopyFields} }
  }
`);

// Pages -------------------------------------------------------------------

export const HOME_PAGE_QUERY = defineQuery(`{
  "page": *[_type == "homePage" && _id == "homePage"][0]{
    eyebrow,
    heading,
    lead,
    "primaryAction": primaryAction{ ${linkFields} },
    "secondaryAction": secondaryAction{ ${linkFields} },
    "heroImage": heroImage{ ${figureFields} },
    servicesHeading,
    "featuredServices": featuredServices[]->{ ${serviceLineCardFields} },
    "stats": stats[]{ value, label },
    "featuredWork": featuredWork[]->{ ${workCardFields} },
    "featuredTestimonials": featuredTestimonials[]->{ ${testimonialFields} },
    postsHeading,
    closingHeading,
    closingText,
    "closingAction": closingAction{ ${linkFields} },
    ${seoFields}
  },
  "latestPosts": *[_type == "post" && defined(slug.current)] | order(publishedAt desc)[0...3]{
    ${postCardFields}
  }
}`);

export const ABOUT_PAGE_QUERY = defineQuery(`
  *[_type == "aboutPage" && _id == "aboutPage"][0]{
    _updatedAt,
    title,
    intro,
    "image": image{ ${figureFields} },
    mission,
    vision,
    "values": values[]{ title, description },
    "stats": stats[]{ value, label },
    ${bodyFields},
    ${seoFields}
  }
`);

export const SERVICE_LINES_QUERY = defineQuery(`
  *[_type == "serviceLine" && defined(slug.current)] | order(order asc, title asc){
    ${serviceLineCardFields},
    "highlights": highlights[]{ title, description }
  }
`);

/** A service line's public page (/shatayu-about, /PharmaEdge-about, /astira). */
export const SERVICE_LINE_PAGE_QUERY = defineQuery(`
  *[_type == "serviceLine" && key == $key][0]{
    ${serviceLineCardFields},
    "highlights": highlights[]{ title, description },
    ${bodyFields},
    ${seoFields},
    "testimonials": *[_type == "testimonial" && references(^._id)] | order(rating desc, name asc)[0...3]{
      ${testimonialFields}
    }
  }
`);

/**
 * The members-only content of a service line, for its module page (/shatayu,
 * /PharmaEdge...). MEMBERS ONLY: run it after memberRequest() has let the
 * person through, never for a public page.
 */
export const MODULE_CONTENT_QUERY = defineQuery(`
  *[_type == "serviceLine" && key == $key][0]{
    title,
    key,
    tagline,
    "image": image{ ${figureFields} },
    memberIntro,
    "memberBody": memberBody[]{${richTextItemFields}},
    "memberResources": memberResources[]{ _key, ${linkFields} }
  }
`);

export const WORK_LIST_QUERY = defineQuery(`
  *[_type == "work" && defined(slug.current) && ($category == "" || category == $category)]
    | order(completedAt desc, title asc){
    ${workCardFields}
  }
`);

export const WORK_DETAIL_QUERY = defineQuery(`
  *[_type == "work" && slug.current == $slug][0]{
    ${workCardFields},
    services,
    "gallery": gallery[]{ _key, ${figureFields} },
    ${bodyFields},
    ${seoFields},
    "newer": *[_type == "work" && defined(slug.current) && completedAt > ^.completedAt]
      | order(completedAt asc)[0]{ title, "slug": slug.current },
    "older": *[_type == "work" && defined(slug.current) && completedAt < ^.completedAt]
      | order(completedAt desc)[0]{ title, "slug": slug.current }
  }
`);

/** One page of the blog, newest first: posts $start up to (not including) $end. */
export const POSTS_PAGE_QUERY = defineQuery(`{
  "posts": *[_type == "post" && defined(slug.current)] | order(publishedAt desc, _id asc)[$start...$end]{
    ${postCardFields}
  },
  "total": count(*[_type == "post" && defined(slug.current)])
}`);

export const TAG_POSTS_QUERY = defineQuery(`{
  "term": *[_type == "tag" && slug.current == $slug][0]{ ${termFields} },
  "posts": *[_type == "post" && defined(slug.current)
      && references(*[_type == "tag" && slug.current == $slug]._id)]
    | order(publishedAt desc, _id asc)[$start...$end]{ ${postCardFields} },
  "total": count(*[_type == "post" && defined(slug.current)
      && references(*[_type == "tag" && slug.current == $slug]._id)])
}`);

export const CATEGORY_POSTS_QUERY = defineQuery(`{
  "term": *[_type == "category" && slug.current == $slug][0]{ ${termFields}, description },
  "posts": *[_type == "post" && defined(slug.current)
      && references(*[_type == "category" && slug.current == $slug]._id)]
    | order(publishedAt desc, _id asc)[$start...$end]{ ${postCardFields} },
  "total": count(*[_type == "post" && defined(slug.current)
      && references(*[_type == "category" && slug.current == $slug]._id)])
}`);

export const POST_QUERY = defineQuery(`
  *[_type == "post" && slug.current == $slug][0]{
    ${postCardFields},
    _updatedAt,
    "author": author->{ name, "slug": slug.current, role, bio, "image": image{ ${figureFields} } },
    "tags": tags[]->{ ${termFields} },
    "categories": categories[]->{ ${termFields} },
    ${bodyFields},
    ${seoFields},
    "related": *[_type == "post" && defined(slug.current) && _id != ^._id
        && (references(^.tags[]._ref) || references(^.categories[]._ref))]
      | order(publishedAt desc)[0...3]{ ${postCardFields} }
  }
`);

export const TESTIMONIALS_QUERY = defineQuery(`
  *[_type == "testimonial"] | order(rating desc, _createdAt desc){ ${testimonialFields} }
`);

export const CSR_QUERY = defineQuery(`
  *[_type == "csrInitiative" && defined(slug.current)] | order(order asc, startedOn desc){
    _id,
    title,
    "slug": slug.current,
    location,
    startedOn,
    summary,
    "impact": impact[]{ value, label },
    "image": image{ ${figureFields} },
    ${bodyFields}
  }
`);

// Search, feeds -----------------------------------------------------------

/**
 * $terms: the visitor's words, each with a trailing * (prefix match). Titles
 * weigh most, then summaries, then body text.
 */
export const SEARCH_QUERY = defineQuery(`
  *[_type in ["post", "work", "serviceLine", "csrInitiative", "aboutPage"]
    && [title, excerpt, summary, tagline, intro, pt::text(body)] match $terms]
  | score(
      boost(title match $terms, 4),
      boost([excerpt, summary, tagline, intro] match $terms, 2),
      pt::text(body) match $terms
    )
  | order(_score desc, title asc)[0...20]{
    _id,
    _type,
    _score,
    title,
    "slug": slug.current,
    key,
    "text": coalesce(excerpt, summary, intro, tagline)
  }
`);

export const SITEMAP_QUERY = defineQuery(`{
  "posts": *[_type == "post" && defined(slug.current)]{ "slug": slug.current, _updatedAt },
  "work": *[_type == "work" && defined(slug.current)]{ "slug": slug.current, _updatedAt },
  "tags": *[_type == "tag" && defined(slug.current)]{ "slug": slug.current, _updatedAt },
  "categories": *[_type == "category" && defined(slug.current)]{ "slug": slug.current, _updatedAt },
  "serviceLines": *[_type == "serviceLine"]{ key, _updatedAt },
  "singletons": *[_id in ["homePage", "aboutPage", "siteSettings"]]{ _id, _updatedAt },
  "testimonials": *[_type == "testimonial"] | order(_updatedAt desc)[0]._updatedAt,
  "csr": *[_type == "csrInitiative"] | order(_updatedAt desc)[0]._updatedAt
}`);

export const RSS_QUERY = defineQuery(`
  *[_type == "post" && defined(slug.current)] | order(publishedAt desc)[0...20]{
    title,
    "slug": slug.current,
    excerpt,
    publishedAt,
    "author": author->name,
    "categories": categories[]->title
  }
`);
