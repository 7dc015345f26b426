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

export function ContactDetails({ contact }: { contact: CompanyContact | null }) {
  if (!contact) {
    return (
      <p>
        Our address and phone numbers could not be loaded just now. The enquiry form still works,
        and we reply to every message.
      </p>
    );
  }
  return (
    <dl className="contact-details">
      {contact.address && (
        <div className="contact-details__item">
          <dt>Address</dt>
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
          <dt>Phone</dt>
          <dd>
            <PhoneIcon />
            <a href={telHref(contact.contactNumber)}>{contact.contactNumber}</a>
          </dd>
        </div>
      )}
      {contact.whatsappNumber && (
        <div className="contact-details__item">
          <dt>WhatsApp</dt>
          <dd>
            <WhatsAppIcon />
            <a href={whatsAppHref(contact.whatsappNumber)} rel="noopener noreferrer">
              {contact.whatsappNumber}
              <span className="visually-hidden"> on WhatsApp</span>
            </a>
          </dd>
        </div>
      )}
      {contact.email && (
        <div className="contact-details__item">
          <dt>E-mail</dt>
          <dd>
            <MailIcon />
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </dd>
        </div>
      )}
    </dl>
  );
}
