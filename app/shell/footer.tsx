import { Link } from "react-router";
import { useEditMarks } from "~/content/edit-marks";
import { SafeLink } from "~/content/safe-link";
import type { SiteSettings } from "~/content/types";
import { useLocalHref, useT } from "~/i18n/use-translation";
import { telHref, whatsAppHref } from "~/lib/phone";
import { MailIcon, PhoneIcon, WhatsAppIcon } from "./icons";
import { FOOTER_SERVICE_LINKS } from "./navigation";

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
  const mark = useEditMarks();
  const t = useT();
  const localHref = useLocalHref();
  const field = (path: string) => mark(path, "siteSettings", settings && "siteSettings");
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__about" aria-labelledby="footer-about">
          <h2 id="footer-about" className="site-footer__title" {...field("companyName")}>
            {companyName}
          </h2>
          {settings?.tagline && <p {...field("tagline")}>{settings.tagline}</p>}
          {settings?.address && <address {...field("address")}>{settings.address}</address>}
          {settings?.socialLinks && settings.socialLinks.length > 0 && (
            <ul className="site-footer__social" aria-label={t("footer.followUs")}>
              {settings.socialLinks.map((link) => (
                <li key={link.href}>
                  <SafeLink href={link.href} sayWhenOutside>
                    {link.label}
                  </SafeLink>
                </li>
              ))}
            </ul>
          )}
        </section>

        <nav className="site-footer__column" aria-labelledby="footer-links">
          <h2 id="footer-links" className="site-footer__title">
            {t("footer.links")}
          </h2>
          <ul>
            {(settings?.footerLinks ?? []).map((link) => (
              <li key={link.href}>
                <SafeLink href={typeof link.href === "string" ? localHref(link.href) : link.href}>
                  {link.label}
                </SafeLink>
              </li>
            ))}
          </ul>
        </nav>

        {signedIn && (
          <nav className="site-footer__column" aria-labelledby="footer-services">
            <h2 id="footer-services" className="site-footer__title">
              {t("footer.services")}
            </h2>
            <ul>
              {FOOTER_SERVICE_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={localHref(link.to)}>{t(link.message)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        )}

        {settings && (settings.whatsappNumber || settings.email || settings.contactNumber) && (
          <section className="site-footer__column" aria-labelledby="footer-contact">
            <h2 id="footer-contact" className="site-footer__title">
              {t("footer.contact")}
            </h2>
            <ul className="site-footer__contact">
              {settings.whatsappNumber && (
                <li>
                  <WhatsAppIcon />
                  <a href={whatsAppHref(settings.whatsappNumber)} rel="noopener noreferrer">
                    {t("footer.whatsapp", { number: settings.whatsappNumber })}
                  </a>
                </li>
              )}
              {settings.contactNumber && (
                <li>
                  <PhoneIcon />
                  <a href={telHref(settings.contactNumber)}>
                    {t("footer.call", { number: settings.contactNumber })}
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
          <p>{t("footer.rights", { year, companyName })}</p>
        </div>
      </div>
    </footer>
  );
}
