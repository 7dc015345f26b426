import type { blog as english } from "../en/blog";

export const blog: Record<keyof typeof english, string> = {
  "blog.crumb": "ब्लॉग",
  "blog.empty": "अभी कोई लेख नहीं है। कृपया कुछ दिन बाद फिर देखें।",
  "blog.termEmpty": "यहाँ अभी कोई लेख नहीं है। {link}।",
  "blog.seeAll": "सभी लेख देखें",
  "blog.allPosts": "सभी लेख",
  "blog.tagTitle": "टैग: {term}",
  "blog.categoryTitle": "श्रेणी: {term}",
  "blog.pageTitle": "{title} (पृष्ठ {page})",
  "blog.termDescription": "“{term}” के अंतर्गत रखे गए लेख।",

  "post.fallbackTitle": "लेख",
  "post.by": "लेखक: {name}",
  "post.readingTime": "पढ़ने में {minutes} मिनट",
  "post.categories": "श्रेणियाँ",
  "post.tags": "टैग",
  "post.about": "इस लेख के बारे में",
  "post.toc": "इस लेख में",
  "post.related": "संबंधित लेख",

  "pagination.label": "पृष्ठ",
  "pagination.previous": "पिछला",
  "pagination.next": "अगला",
  "pagination.page": "पृष्ठ",
  "pagination.pageNumber": "पृष्ठ",
};
