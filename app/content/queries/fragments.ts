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

export const postCardFields = /* groq */ `
  _id,
  language,
  title,
  "slug": slug.current,
  excerpt,
  publishedAt,
  "mainImage": mainImage{ ${figureFields} },
  "author": author->{ name, "slug": slug.current },
  "categories": categories[]->{ title, "slug": slug.current }
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
  name,
  role,
  location,
  quote,
  rating,
  "photo": photo{ ${figureFields} },
  "serviceLine": serviceLine->{ title, key }
`;

export const termFields = /* groq */ `_id, title, "slug": slug.current`;

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
    "section": section->{ _id, _type, title, "blocks": blocks[]{ ${contentBlockFields} } }
  }
`;
