import { useT } from "~/i18n/use-translation";
import { telHref, whatsAppHref } from "~/lib/phone";
import { MailIcon, PhoneIcon, WhatsAppIcon } from "~/shell/icons";

/** The company's contact details as site settings hold them (any may be missing). */
export interface CompanyContact {
  companyName: string;
  address: string | null;
  contactNumber: string | null;
  whatsappNumber: string | null;
  email: string | null;
}

/** The details in the page's language (their values are the site settings', in it too). */
export function ContactDetails({ contact }: { contact: CompanyContact | null }) {
  const t = useT();
  if (!contact) return <p>{t("contact.unavailable")}</p>;
  return (
    <dl className="contact-details">
      {contact.address && (
        <div className="contact-details__item">
          <dt>{t("contact.address")}</dt>
          <dd>
            <address>
              {contact.companyName}
              <br />
              {contact.address}
            </address>
          </dd>
        </div>
      )}
      {contact.contactNumber && (
        <div className="contact-details__item">
          <dt>{t("contact.phone")}</dt>
          <dd>
            <PhoneIcon />
            <a href={telHref(contact.contactNumber)}>{contact.contactNumber}</a>
          </dd>
        </div>
      )}
      {contact.whatsappNumber && (
        <div className="contact-details__item">
          <dt>{t("contact.whatsapp")}</dt>
          <dd>
            <WhatsAppIcon />
            <a href={whatsAppHref(contact.whatsappNumber)} rel="noopener noreferrer">
              {contact.whatsappNumber}
              <span className="visually-hidden">{` ${t("contact.onWhatsApp")}`}</span>
            </a>
          </dd>
        </div>
      )}
      {contact.email && (
        <div className="contact-details__item">
          <dt>{t("contact.email")}</dt>
          <dd>
            <MailIcon />
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </dd>
        </div>
      )}
    </dl>
  );
}
