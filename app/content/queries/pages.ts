import { defineQuery } from "groq";
import {
  bodyFields,
  figureFields,
  linkFields,
  pageBuilderFields,
  richTextItemFields,
  seoFields,
  serviceLineCardFields,
  testimonialFields,
  translationFields,
} from "./fragments";

export const ABOUT_PAGE_QUERY = defineQuery(`
  *[_type == "aboutPage" && coalesce(language, "en") == $lang][0]{
    _updatedAt,
    title,
    intro,
    "image": image{ ${figureFields} },
    mission,
    vision,
    "values": values[]{ title, description },
    "stats": stats[]{ value, label },
    ${bodyFields},
    ${seoFields},
    ${translationFields}
  }
`);

export const SERVICE_LINES_QUERY = defineQuery(`
  *[_type == "serviceLine" && coalesce(language, "en") == $lang && defined(slug.current)] | order(order asc, title asc){
    ${serviceLineCardFields},
    "highlights": highlights[]{ title, description }
  }
`);

export const SERVICE_LINE_PAGE_QUERY = defineQuery(`
  *[_type == "serviceLine" && coalesce(language, "en") == $lang && key == $key][0]{
    ${serviceLineCardFields},
    "highlights": highlights[]{ title, description },
    ${bodyFields},
    "blocks": pageBuilder[]{ ${pageBuilderFields} },
    ${seoFields},
    ${translationFields},
    "testimonials": *[_type == "testimonial" && coalesce(language, "en") == $lang && references(^._id)] | order(rating desc, name asc)[0...3]{
      ${testimonialFields}
    }
  }
`);

/** MEMBERS ONLY: run it after memberRequest() has let the person through. */
export const MODULE_CONTENT_QUERY = defineQuery(`
  *[_type == "serviceLine" && coalesce(language, "en") == $lang && key == $key][0]{
    title,
    key,
    tagline,
    "image": image{ ${figureFields} },
    memberIntro,
    "memberBody": memberBody[]{${richTextItemFields}},
    "memberResources": memberResources[]{ _key, ${linkFields} }
  }
`);

export const TESTIMONIALS_QUERY = defineQuery(`
  *[_type == "testimonial" && coalesce(language, "en") == $lang] | order(rating desc, _createdAt desc){ ${testimonialFields} }
`);

export const CSR_QUERY = defineQuery(`
  *[_type == "csrInitiative" && coalesce(language, "en") == $lang && defined(slug.current)]
    | order(order asc, startedOn desc){
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
