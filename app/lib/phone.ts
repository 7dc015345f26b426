/** Phone numbers as editors type them ("+91 98200 41377"), turned into the links that dial them. */

/** "+91 98200 41377" → "919820041377", the form wa.me and tel: expect. */
export function phoneDigits(phone: string): string {
  return phone.replace(/[^\d]/g, "");
}

/** "+91 98200 41377" → "tel:+919820041377": digits, and the + when the number has one. */
export function telHref(phone: string): string {
  return `tel:${phone.trim().startsWith("+") ? "+" : ""}${phoneDigits(phone)}`;
}

/** wa.me wants the full international number as digits only. */
export function whatsAppHref(phone: string): string {
  return `https://wa.me/${phoneDigits(phone)}`;
}
