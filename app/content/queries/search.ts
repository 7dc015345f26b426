import { defineQuery } from "groq";
import { authorNameFields, termFields, translationFields } from "./fragments";

/**
 * $alternatives: each {group, pattern} a document may match (a word with a trailing *, prefix
 * match, or a spelling of its synonym); a document matches every one of the $groups groups, by any
 * of its patterns. $patterns: all of them, for the ranking.
 */
export const SEARCH_QUERY = defineQuery(`
  *[_type in ["post", "work", "serviceLine", "aboutPage", "page", "csrInitiative"]
      && coalesce(language, "en") == $lang
    && count(array::unique($alternatives[
      [^.title, ^.excerpt, ^.summary, ^.tagline, ^.intro, pt::text(^.body)] match pattern
        || ^.pageBuilder[].heading match pattern
        || ^.pageBuilder[].text match pattern
    ].group)) == $groups]
  | score(
      boost(title match $patterns, 4),
      boost([excerpt, summary, tagline, intro] match $patterns, 2),
      boost(pageBuilder[].heading match $patterns, 2),
      pt::text(body) match $patterns,
      pageBuilder[].text match $patterns
    )
  | order(_score desc, title asc)[0...20]{
    _id,
    _type,
    _score,
    title,
    "slug": slug.current,
    key,
    "text": coalesce(excerpt, summary, intro, tagline, seo.description, pageBuilder[_type == "hero"][0].text)
  }
`);

/** The studio's synonyms: spellings a search treats as one word. */
export const SEARCH_SYNONYMS_QUERY = defineQuery(`
  *[_type == "searchSynonyms" && _id == "searchSynonyms"][0].terms[]{ term, spellings }
`);

export const SITEMAP_QUERY = defineQuery(`{
  "posts": *[_type == "post" && defined(slug.current)]{
    "slug": slug.current, _updatedAt, language, ${translationFields}
  },
  "work": *[_type == "work" && defined(slug.current)]{
    "slug": slug.current, _updatedAt, language, ${translationFields}
  },
  "tags": *[_type == "tag" && defined(slug.current)]{ "slug": slug.current, _updatedAt },
  "categories": *[_type == "category" && defined(slug.current)]{ "slug": slug.current, _updatedAt },
  "pages": *[_type == "page" && defined(slug.current)]{
    "slug": slug.current, _updatedAt, language, ${translationFields}
  },
  "serviceLines": *[_type == "serviceLine"]{ key, _updatedAt, language },
  "singletons": *[_type in ["homePage", "aboutPage", "siteSettings"]]{ _id, _type, _updatedAt, language },
  "testimonials": *[_type == "testimonial"] | order(_updatedAt desc)[0]._updatedAt,
  "csr": *[_type == "csrInitiative"] | order(_updatedAt desc)[0]._updatedAt
}`);

export const RSS_QUERY = defineQuery(`
  *[_type == "post" && coalesce(language, "en") == $lang && defined(slug.current)] | order(publishedAt desc)[0...20]{
    title,
    "slug": slug.current,
    excerpt,
    publishedAt,
    "author": author->{ ${authorNameFields} },
    "categories": categories[]->{ ${termFields} }
  }
`);
