import { defineQuery } from "groq";
import { figureFields, linkFields, listingCopyFields } from "./fragments";

export const SITE_SETTINGS_QUERY = defineQuery(`
  *[_type == "siteSettings" && _id == "siteSettings"][0]{
    companyName,
    "tagline": coalesce(tagline[language == $lang][0].value, tagline[language == "en"][0].value),
    "description": coalesce(
      description[language == $lang][0].value, description[language == "en"][0].value
    ),
    contactNumber,
    whatsappNumber,
    email,
    "address": coalesce(address[language == $lang][0].value, address[language == "en"][0].value),
    "socialLinks": socialLinks[]{ ${linkFields} },
    "footerLinks": footerLinks[]{
      "label": coalesce(label[language == $lang][0].value, label[language == "en"][0].value),
      href
    },
    "shareImage": shareImage{ ${figureFields} },
    "notFound": notFound{
      "heading": coalesce(heading[language == $lang][0].value, heading[language == "en"][0].value),
      "text": coalesce(text[language == $lang][0].value, text[language == "en"][0].value)
    }
  }
`);

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

/** Applied before the page and the 404 (redirects.server.ts). */
export const REDIRECTS_QUERY = defineQuery(`
  *[_type == "redirect" && enabled != false && defined(source) && defined(destination)]{
    source,
    destination,
    "permanent": permanent != false
  }
`);

/** Whether English has a document another language lacks: that language's 404 then offers it. */
export const ENGLISH_DOCUMENT_QUERY = defineQuery(`
  defined(*[_type == $type && coalesce(language, "en") == "en"
    && ($slug == null || slug.current == $slug) && ($key == null || key == $key)][0]._id)
`);
