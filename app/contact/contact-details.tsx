import { phoneDigits } from "~/shell/footer";
import { MailIcon, PhoneIcon, WhatsAppIcon } from "~/shell/icons";

/** The company's contact details as site settings hold them (any may be missing). */
export interface CompanyContact {
  companyName: string;
  address: string | null;
  contactNumber: string | null;
  whatsappNumber: string | null;
  email: string | null;
}

/** "+91 98200 41377" → "tel:+919820041377": digits, and the + when the number has one. */
export function telHref(phone: string): string {
  return `tel:${phone.trim().startsWith("+") ? "+" : ""}${phoneDigits(phone)}`;
}

/** wa.me wants the full international number as digits only. */
export function whatsAppHref(phone: string): string {
  return `https://wa.me/${phoneDigits(phone)}`;
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
