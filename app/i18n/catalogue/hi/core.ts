import type { core as english } from "../en/core";

export const core: Record<keyof typeof english, string> = {
  "language.choose": "भाषा",
  "skip.toContent": "मुख्य सामग्री पर जाएँ",
  "notFound.text":
    "हमने हर जगह देखा, पर इस पते पर कोई पृष्ठ नहीं है। हो सकता है वह कहीं और चला गया हो, या लिंक में कोई भूल हो।",
  "notFound.home": "मुखपृष्ठ पर लौटें",
  "content.inLanguage": "{language, select, hi {हिन्दी में} other {अंग्रेज़ी में}}",
  "feed.title": "{name} ब्लॉग",
  "feed.description": "{name} की ओर से समाचार और मार्गदर्शिकाएँ।",
  "wait.fewMinutes": "कुछ मिनट",
  "wait.seconds": "{count} सेकंड",
  "wait.minutes": "{count} मिनट",
};
