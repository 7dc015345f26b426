import type { errors as english } from "../en/errors";

export const errors: Record<keyof typeof english, string> = {
  "error.chunk.title": "यह पृष्ठ खुल नहीं सका",
  "error.chunk.text": "साइट का नया संस्करण पाने के लिए पृष्ठ को फिर से लोड करें।",
  "error.unavailable.title": "सेवा कुछ देर के लिए उपलब्ध नहीं है",
  "error.retry": "फिर से कोशिश करें",
  "error.unavailable.service":
    "अभी हम आपकी खाता सेवा तक नहीं पहुँच सके, इसलिए यह पृष्ठ आपका विवरण नहीं दिखा सकता। कृपया थोड़ी देर में फिर कोशिश करें; साइट का बाक़ी हिस्सा चल रहा है।",
  "error.unavailable.content":
    "अभी इस पृष्ठ की सामग्री लोड नहीं हो सकी: साइट की देखभाल चल रही है। कृपया एक मिनट बाद फिर कोशिश करें।",
  "error.forbidden.title": "यह आपके लिए नहीं है",
  "error.notOffered.title": "यह यहाँ उपलब्ध नहीं है",
  "error.notOffered.text": "साइट का यह हिस्सा यहाँ उपलब्ध नहीं है।",
  "error.other.title": "कुछ गड़बड़ हो गई",
  "error.other.text":
    "हम यह पृष्ठ नहीं दिखा सके। कृपया थोड़ी देर में फिर कोशिश करें; अगर ऐसा बार-बार हो, तो हमसे संपर्क करें।",
  "notFound.inEnglish": "यह पृष्ठ अंग्रेज़ी में है",
  "notFound.inEnglishText": "इसका हिन्दी अनुवाद अभी नहीं हुआ है। आप इसे अंग्रेज़ी में पढ़ सकते हैं।",
  "notFound.title": "पृष्ठ नहीं मिला",
  "crumb.home": "मुखपृष्ठ",
  "error.crumb": "त्रुटि {status}",
  "error.home": "मुखपृष्ठ पर जाएँ",
  "error.reload": "पृष्ठ फिर से लोड करें",
  "notFound.contact": "हमसे संपर्क करें",
  "notFound.fallbackText":
    "इस पते पर कोई पृष्ठ नहीं है। हो सकता है वह कहीं और चला गया हो, या लिंक में कोई भूल हो।",
  "notFound.readInEnglish": "अंग्रेज़ी में पढ़ें",
  "notFound.services": "हमारी सेवाएँ देखें",
  "notFound.search": "इसे साइट पर खोजें",
  "notFound.searchSubmit": "खोजें",
  "crumb.label": "आप यहाँ हैं",
};
