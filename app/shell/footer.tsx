import { Link } from "react-router";
import type { SiteSettings } from "~/content/types";
import { MailIcon, PhoneIcon, WhatsAppIcon } from "./icons";
import { FOOTER_SERVICE_LINKS } from "./navigation";

/** "+91 98200 41377" → "919820041377", the form wa.me and tel: expect. */
export function phoneDigits(phone: string): string {
  return phone.replace(/[^\d]/g, "");
}

function isInternal(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//");
}

export function Footer({
  settings,
  signedIn,
  year,
}: {
  settings: SiteSettings | null;
  signedIn: boolean;
  year: number;
}) {
  const companyName = settings?.companyName ?? "Aarogya Bharat Collective";
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__about" aria-labelledby="footer-about">
          <h2 id="footer-about" className="site-footer__title">
            {companyName}
          </h2>
          {settings?.tagline && <p>{settings.tagline}</p>}
          {settings?.address && <address>{settings.address}</address>}
        </section>

        <nav className="site-footer__column" aria-labelledby="footer-links">
          <h2 id="footer-links" className="site-footer__title">
            Links
          </h2>
          <ul>
            {(settings?.footerLinks ?? []).map((link) => (
              <li key={link.href}>
                {isInternal(link.href) ? (
                  <Link to={link.href}>{link.label}</Link>
                ) : (
                  <a href={link.href} rel="noopener noreferrer">
                    {link.label}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </nav>

        {signedIn && (
          <nav className="site-footer__column" aria-labelledby="footer-services">
            <h2 id="footer-services" className="site-footer__title">
              Services
            </h2>
            <ul>
              {FOOTER_SERVICE_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        )}

        {settings && (settings.whatsappNumber || settings.email || settings.contactNumber) && (
          <section className="site-footer__column" aria-labelledby="footer-contact">
            <h2 id="footer-contact" className="site-footer__title">
              Contact
            </h2>
            <ul className="site-footer__contact">
              {settings.whatsappNumber && (
                <li>
                  <WhatsAppIcon />
                  <a
                    href={`https://wa.me/${phoneDigits(settings.whatsappNumber)}`}
                    rel="noopener noreferrer"
                  >
                    WhatsApp {settings.whatsappNumber}
                  </a>
                </li>
              )}
              {settings.contactNumber && (
                <li>
                  <PhoneIcon />
                  <a href={`tel:+${phoneDigits(settings.contactNumber)}`}>
                    Call {settings.contactNumber}
                  </a>
                </li>
              )}
              {settings.email && (
                <li>
                  <MailIcon />
                  <a href={`mailto:${settings.email}`}>{settings.email}</a>
                </li>
              )}
            </ul>
          </section>
        )}
      </div>
      <div className="site-footer__bottom">
        <div className="container">
          <p>
            © {year} {companyName}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
