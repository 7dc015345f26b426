/** Shapes of query results. Issue #4 replaces these with Sanity TypeGen output. */

export interface ContentLink {
  label: string;
  href: string;
}

export interface SiteSettings {
  companyName: string;
  tagline: string | null;
  contactNumber: string | null;
  whatsappNumber: string | null;
  email: string | null;
  address: string | null;
  socialLinks: ContentLink[] | null;
  footerLinks: ContentLink[] | null;
}
