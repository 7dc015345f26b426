import { defineQuery } from "groq";
import { figureFields, pageBuilderFields, seoFields, translationFields } from "./fragments";

export const PAGE_QUERY = defineQuery(`
  *[_type == "page" && coalesce(language, "en") == $lang && slug.current == $slug][0]{
    _id,
    _updatedAt,
    title,
    "slug": slug.current,
    "blocks": pageBuilder[]{ ${pageBuilderFields} },
    ${seoFields},
    ${translationFields}
  }
`);

export const HOME_PAGE_QUERY = defineQuery(`
  *[_type == "homePage" && coalesce(language, "en") == $lang][0]{
    "field": select($layout == "two" => "layoutTwo", $layout == "three" => "layoutThree", "layoutOne"),
    "blocks": select(
      $layout == "two" => layoutTwo,
      $layout == "three" => layoutThree,
      layoutOne
    )[]{ ${pageBuilderFields} },
    "hero": layoutOne[_type == "hero"][0]{ text, "image": image{ ${figureFields} } },
    ${seoFields},
    ${translationFields}
  }
`);
