/** The blog words in English (ICU message format). hi/blog.ts gives every key in Hindi. */
export const blog = {
  "blog.crumb": "Blog",
  "blog.empty": "No posts yet. Please check back soon.",
  "blog.termEmpty": "No posts here yet. {link}.",
  "blog.seeAll": "See all posts",
  "blog.allPosts": "All posts",
  "blog.tagTitle": "Tag: {term}",
  "blog.categoryTitle": "Category: {term}",
  "blog.pageTitle": "{title} (page {page})",
  "blog.termDescription": "Posts filed under {term}.",

  "post.fallbackTitle": "Post",
  "post.by": "By {name}",
  "post.readingTime": "{minutes} min read",
  "post.categories": "Categories",
  "post.tags": "Tags",
  "post.about": "About this post",
  "post.toc": "In this post",
  "post.related": "Related posts",

  "pagination.label": "Pages",
  "pagination.previous": "Previous",
  "pagination.next": "Next",
  "pagination.page": "page",
  "pagination.pageNumber": "Page",
} as const;
