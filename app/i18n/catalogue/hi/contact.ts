import type { contact as english } from "../en/contact";

export const contact: Record<keyof typeof english, string> = {
  "contact.title": "हमसे संपर्क करें",
  "contact.intro":
    "किसी कोर्स, मॉड्यूल या हमारे साथ काम करने के बारे में कोई सवाल है? हमें फ़ोन करें, WhatsApp पर संदेश भेजें, ई-मेल लिखें, या पूछताछ फ़ॉर्म भेजें।",
  "contact.unavailable":
    "हमारा पता और फ़ोन नंबर अभी दिखाए नहीं जा सके। पूछताछ फ़ॉर्म फिर भी काम करता है, और हम हर संदेश का उत्तर देते हैं।",
  "contact.address": "पता",
  "contact.phone": "फ़ोन",
  "contact.whatsapp": "WhatsApp",
  "contact.onWhatsApp": "WhatsApp पर",
  "contact.email": "ई-मेल",
  "enquiry.title": "हमें अपनी पूछताछ भेजें",
  "enquiry.required": "जिन फ़ील्ड पर “वैकल्पिक” नहीं लिखा है, उन्हें भरना ज़रूरी है।",
  "enquiry.name.label": "आपका नाम",
  "enquiry.email.label": "ई-मेल पता",
  "enquiry.email.hint": "हम इसी पते पर उत्तर देंगे।",
  "enquiry.phone.label": "फ़ोन नंबर",
  "enquiry.phone.hint": "जैसे +91 98200 41377",
  "enquiry.subject.label": "विषय",
  "enquiry.message.label": "आपका संदेश",
  "enquiry.message.hint": "अधिकतम 5,000 अक्षर।",
  "enquiry.trap.label": "इस फ़ील्ड को ख़ाली छोड़ दें",
  "enquiry.send": "पूछताछ भेजें",
  "enquiry.sending": "आपकी पूछताछ भेजी जा रही है…",
  "enquiry.checkFields": "कृपया नीचे लिखी बातें ठीक करके फिर से भेजें:",
  "enquiry.sent": "धन्यवाद, {name}। आपकी पूछताछ भेज दी गई है; हम {email} पर उत्तर देंगे।",
  "enquiry.unavailable":
    "हमारी सेवा कुछ समय के लिए उपलब्ध नहीं है, इसलिए आपकी पूछताछ अभी भेजी नहीं जा सकी। आपने जो लिखा है, वह यहीं है: कृपया कुछ मिनट बाद फिर से कोशिश करें।",
  "enquiry.refused": "आपकी पूछताछ भेजी नहीं जा सकी। कृपया जो लिखा है उसे जाँचकर फिर से कोशिश करें।",
  "enquiry.tooLarge": "आपकी पूछताछ भेजने के लिए बहुत लंबी है। कृपया संदेश को 5,000 या उससे कम अक्षरों का करें।",
  "enquiry.unreadable": "भेजा गया फ़ॉर्म पढ़ा नहीं जा सका। कृपया इसी पृष्ठ पर फ़ॉर्म भरकर फिर से भेजें।",
  "enquiry.tooMany":
    "आपके कनेक्शन से थोड़े समय में बहुत-सी पूछताछ भेजी गई हैं। कृपया {wait} बाद फिर से कोशिश करें; आपने जो लिखा है, वह यहीं है।",
  "enquiry.error.required": "यह फ़ील्ड भरना ज़रूरी है।",
  "enquiry.error.blank": "यह फ़ील्ड ख़ाली नहीं छोड़ी जा सकती।",
  "enquiry.error.notString": "यहाँ लिखा मान मान्य नहीं है।",
  "enquiry.error.email": "कृपया सही ई-मेल पता लिखें।",
  "enquiry.error.maxLength": "इस फ़ील्ड में {max} से ज़्यादा अक्षर नहीं हो सकते।",
  "enquiry.error.phone": "कृपया सही फ़ोन नंबर लिखें, जैसे +91 98200 41377",
  "enquiry.error.controlCharacters": "इस फ़ील्ड से अदृश्य नियंत्रण-वर्ण हटाएँ।",
};
