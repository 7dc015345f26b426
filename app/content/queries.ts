import { defineQuery } from "groq";

/**
 * Every GROQ query the site runs lives here. The same text runs on the
 * embedded dataset (groq-js) and on Sanity's API.
 */

const linkFields = /* groq */ `label, href`;

export const SITE_SETTINGS_QUERY = defineQuery(`
  *[_type == "siteSettings" && _id == "siteSettings"][0]{
    companyName,
    tagline,
    contactNumber,
    whatsappNumber,
    email,
    address,
    "socialLinks": socialLinks[]{ ${linkFields} },
    "footerLinks": footerLinks[]{ ${linkFields} }
  }
`);
