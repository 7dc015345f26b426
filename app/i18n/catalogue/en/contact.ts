/** The contact words in English (ICU message format). hi/contact.ts gives every key in Hindi. */
export const contact = {
  "contact.title": "Get in touch",
  "contact.intro":
    "Questions about a course, a module or working with us? Call, message us on WhatsApp, write to us, or send the enquiry form.",
  "contact.unavailable":
    "Our address and phone numbers could not be loaded just now. The enquiry form still works, and we reply to every message.",
  "contact.address": "Address",
  "contact.phone": "Phone",
  "contact.whatsapp": "WhatsApp",
  "contact.onWhatsApp": "on WhatsApp",
  "contact.email": "E-mail",
  "enquiry.title": "Send us an enquiry",
  "enquiry.required": "Fields not marked optional are required.",
  "enquiry.name.label": "Your name",
  "enquiry.email.label": "E-mail address",
  "enquiry.email.hint": "We reply to this address.",
  "enquiry.phone.label": "Phone number",
  "enquiry.phone.hint": "For example +91 98200 41377.",
  "enquiry.subject.label": "Subject",
  "enquiry.message.label": "Your message",
  "enquiry.message.hint": "Up to 5,000 characters.",
  "enquiry.trap.label": "Leave this field empty",
  "enquiry.send": "Send enquiry",
  "enquiry.sending": "Sending your enquiry…",
  "enquiry.checkFields": "Please correct the following and send again:",
  "enquiry.sent": "Thank you, {name}. Your enquiry has been sent; we will reply to {email}.",
  "enquiry.unavailable":
    "We could not send your enquiry just now because our service is temporarily unavailable. What you typed is still here: please try again in a few minutes.",
  "enquiry.refused": "We could not send your enquiry. Please check what you typed and try again.",
  "enquiry.tooLarge":
    "Your enquiry is too long to send. Please shorten the message to 5,000 characters or fewer.",
  "enquiry.unreadable":
    "We could not read the form that was sent. Please fill it in on this page and send it again.",
  "enquiry.tooMany":
    "Too many enquiries have been sent from your connection in a short time. Please try again in {wait}; what you typed is still here.",
  // The contract's checks (contract/schemas.ts, DRF's words), as the form shows them.
  "enquiry.error.required": "This field is required.",
  "enquiry.error.blank": "This field may not be blank.",
  "enquiry.error.notString": "Not a valid string.",
  "enquiry.error.email": "Enter a valid email address.",
  "enquiry.error.maxLength": "Ensure this field has no more than {max} characters.",
  "enquiry.error.phone": "Enter a valid phone number, for example +91 98200 41377.",
  "enquiry.error.controlCharacters": "Remove the control characters from this field.",
} as const;
