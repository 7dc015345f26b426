import { defineQuery } from "groq";
import {
  bodyFields,
  figureFields,
  seoFields,
  translationFields,
  workCardFields,
} from "./fragments";

export const WORK_LIST_QUERY = defineQuery(`
  *[_type == "work" && coalesce(language, "en") == $lang && defined(slug.current) && ($category == "" || category == $category)]
    | order(completedAt desc, title asc){
    ${workCardFields}
  }
`);

export const WORK_DETAIL_QUERY = defineQuery(`
  *[_type == "work" && coalesce(language, "en") == $lang && slug.current == $slug][0]{
    ${workCardFields},
    services,
    "gallery": gallery[]{ _key, ${figureFields} },
    ${bodyFields},
    ${seoFields},
    ${translationFields},
    "newer": *[_type == "work" && coalesce(language, "en") == $lang && defined(slug.current) && completedAt > ^.completedAt]
      | order(completedAt asc)[0]{ title, "slug": slug.current },
    "older": *[_type == "work" && coalesce(language, "en") == $lang && defined(slug.current) && completedAt < ^.completedAt]
      | order(completedAt desc)[0]{ title, "slug": slug.current }
  }
`);
