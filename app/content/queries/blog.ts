import { defineQuery } from "groq";
import {
  bodyFields,
  figureFields,
  postCardFields,
  seoFields,
  termFields,
  translationFields,
} from "./fragments";

export const POSTS_PAGE_QUERY = defineQuery(`{
  "posts": *[_type == "post" && coalesce(language, "en") == $lang && defined(slug.current)]
    | order(publishedAt desc, _id asc)[$start...$end]{
    ${postCardFields}
  },
  "total": count(*[_type == "post" && coalesce(language, "en") == $lang && defined(slug.current)])
}`);

export const TAG_POSTS_QUERY = defineQuery(`{
  "term": *[_type == "tag" && slug.current == $slug][0]{ ${termFields} },
  "posts": *[_type == "post" && coalesce(language, "en") == $lang && defined(slug.current)
      && references(*[_type == "tag" && slug.current == $slug]._id)]
    | order(publishedAt desc, _id asc)[$start...$end]{ ${postCardFields} },
  "total": count(*[_type == "post" && coalesce(language, "en") == $lang && defined(slug.current)
      && references(*[_type == "tag" && slug.current == $slug]._id)])
}`);

export const CATEGORY_POSTS_QUERY = defineQuery(`{
  "term": *[_type == "category" && slug.current == $slug][0]{
    ${termFields},
    "description": coalesce(description[language == $lang][0].value, description[language == "en"][0].value)
  },
  "posts": *[_type == "post" && coalesce(language, "en") == $lang && defined(slug.current)
      && references(*[_type == "category" && slug.current == $slug]._id)]
    | order(publishedAt desc, _id asc)[$start...$end]{ ${postCardFields} },
  "total": count(*[_type == "post" && coalesce(language, "en") == $lang && defined(slug.current)
      && references(*[_type == "category" && slug.current == $slug]._id)])
}`);

export const POST_QUERY = defineQuery(`
  *[_type == "post" && coalesce(language, "en") == $lang && slug.current == $slug][0]{
    ${postCardFields},
    _updatedAt,
    "author": author->{
      "name": coalesce(name[language == $lang][0].value, name[language == "en"][0].value),
      "slug": slug.current,
      "role": coalesce(role[language == $lang][0].value, role[language == "en"][0].value),
      "bio": coalesce(bio[language == $lang][0].value, bio[language == "en"][0].value),
      "language": coalesce(role[language == $lang && defined(value)][0].language, "en"),
      "bioLanguage": coalesce(bio[language == $lang && defined(value)][0].language, "en"),
      "image": image{ ${figureFields} }
    },
    "tags": tags[]->{ ${termFields} },
    "categories": categories[]->{ ${termFields} },
    ${bodyFields},
    ${seoFields},
    ${translationFields},
    "related": *[_type == "post" && coalesce(language, "en") == $lang && defined(slug.current) && _id != ^._id
        && (references(^.tags[]._ref) || references(^.categories[]._ref))]
      | order(publishedAt desc)[0...3]{ ${postCardFields} }
  }
`);
