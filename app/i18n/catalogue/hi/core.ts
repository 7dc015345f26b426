import type { core as english } from "../en/core";

export const core: Record<keyof typeof english, string> = {
  "language.choose": "भाषा",
  "skip.toContent": "मुख्य सामग्री पर जाएँ",
  "crumb.home": "मुखपृष्ठ",
  "notFound.title": "पृष्ठ नहीं मिला",
  "notFound.text":
    "हमने हर जगह देखा, पर इस पते पर कोई पृष्ठ नहीं है। हो सकता है वह कहीं और चला गया हो, या लिंक में कोई भूल हो।",
  "notFound.home": "मुखपृष्ठ पर लौटें",
  "notFound.inEnglish": "यह पृष्ठ अंग्रेज़ी में है",
  "notFound.inEnglishText": "इसका हिन्दी अनुवाद अभी नहीं हुआ है। आप इसे अंग्रेज़ी में पढ़ सकते हैं।",
  "feed.title": "{name} ब्लॉग",
  "feed.description": "{name} की ओर से समाचार और मार्गदर्शिकाएँ।",
};
