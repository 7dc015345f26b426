import { defineQuery } from "groq";
import { figureFields, linkFields, listingCopyFields } from "./fragments";

/** Site-wide: the settings and the listing pages' words. */

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

/** The enabled redirects editors manage (applied before the page and the 404: redirects.server.ts). */
export const REDIRECTS_QUERY = defineQuery(`
  *[_type == "redirect" && enabled != false && defined(source) && defined(destination)]{
    source,
    destination,
    "permanent": permanent != false
  }
`);
