/** Projections the queries share (app/content/queries/); not queries themselves. */

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

// One item of rich text, its images resolved (the body, and a module's member text).
export const richTextItemFields = /* groq */ `
    ...,
    _type == "figure" => { ${figureFields} }
  `;

export const bodyFields = /* groq */ `
  body[]{${richTextItemFields}}
`;

export const postCardFields = /* groq */ `
  _id,
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

export const listingCopyFields = /* groq */ `heading, intro, description`;
