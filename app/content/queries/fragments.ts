export const figureFields = /* groq */ `
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

export const linkFields = /* groq */ `label, href`;

export const seoFields = /* groq */ `
  "seo": seo{ title, description, "image": image{ ${figureFields} } }
`;

export const richTextItemFields = /* groq */ `
    ...,
    _type == "figure" => { ${figureFields} }
  `;

export const bodyFields = /* groq */ `
  body[]{${richTextItemFields}}
`;

/**
 * A tag's or category's words in $lang, else English, and the language they are in (a page marks
 * words not in its own). Written out per field, since TypeGen reads the query text as it is.
 */
export const termFields = /* groq */ `
  _id,
  "title": coalesce(title[language == $lang][0].value, title[language == "en"][0].value),
  "slug": slug.current,
  "language": coalesce(title[language == $lang && defined(value)][0].language, "en")
`;

/** An author's name in $lang, else English, and the language it is in. */
export const authorNameFields = /* groq */ `
  "name": coalesce(name[language == $lang][0].value, name[language == "en"][0].value),
  "slug": slug.current,
  "language": coalesce(name[language == $lang && defined(value)][0].language, "en")
`;

export const postCardFields = /* groq */ `
  _id,
  language,
  title,
  "slug": slug.current,
  excerpt,
  publishedAt,
  "mainImage": mainImage{ ${figureFields} },
  "author": author->{ ${authorNameFields} },
  "categories": categories[]->{ ${termFields} }
`;

export const workCardFields = /* groq */ `
  _id,
  language,
  title,
  "slug": slug.current,
  client,
  category,
  summary,
  completedAt,
  "coverImage": coverImage{ ${figureFields} }
`;

export const serviceLineCardFields = /* groq */ `
  _id,
  language,
  title,
  "slug": slug.current,
  key,
  tagline,
  summary,
  "image": image{ ${figureFields} }
`;

export const testimonialFields = /* groq */ `
  _id,
  language,
  name,
  role,
  location,
  quote,
  rating,
  "photo": photo{ ${figureFields} },
  "serviceLine": serviceLine->{ title, key }
`;

/** Written out per field, since TypeGen reads the query text as it is (decision 0053). */
export const listingCopyFields = /* groq */ `
  "heading": coalesce(heading[language == $lang][0].value, heading[language == "en"][0].value),
  "intro": coalesce(intro[language == $lang][0].value, intro[language == "en"][0].value),
  "description": coalesce(description[language == $lang][0].value, description[language == "en"][0].value)
`;

export const translationFields = /* groq */ `
  "translations": *[_type == "translation.metadata" && references(^._id)][0].translations[
    defined(value->_id)
  ]{ language, "slug": value->slug.current, "key": value->key }
`;

/** A shared section's blocks are resolved one level down (no section inside a section). */
const contentBlockFields = /* groq */ `
  ...,
  _type == "hero" => { "image": image{ ${figureFields} } },
  _type == "richText" => { ${bodyFields} },
  _type == "media" => { "image": image{ ${figureFields} } },
  _type == "servicesGrid" => { "services": services[]->{ ${serviceLineCardFields} } },
  _type == "workGrid" => { "work": work[]->{ ${workCardFields} } },
  _type == "testimonials" => { "testimonials": testimonials[]->{ ${testimonialFields} } },
  _type == "latestPosts" => {
    "posts": *[_type == "post" && coalesce(language, "en") == $lang && defined(slug.current)]
      | order(publishedAt desc)[0...3]{
      ${postCardFields}
    }
  }
`;

export const pageBuilderFields = /* groq */ `
  ${contentBlockFields},
  _type == "sectionReference" => {
    "section": section->{ _id, _type, language, title, "blocks": blocks[]{ ${contentBlockFields} } }
  }
`;
