import { describe, expect, it } from "vitest";
import { imagePath, imageUrls } from "./content-targets.ts";
import { blogPostPath } from "./site-client.ts";

const HASH = "b10b06567ade51e84e0905939f06b82834250368";

describe("blogPostPath", () => {
  it("takes the first blog post of the sitemap, as a path", () => {
    const xml = [
      "<urlset>",
      "<url><loc>https://example.org/blog-grid</loc></url>",
      "<url><loc>https://example.org/blog-details/first-post</loc></url>",
      "<url><loc>https://example.org/blog-details/second-post</loc></url>",
      "</urlset>",
    ].join("\n");
    expect(blogPostPath(xml)).toBe("/blog-details/first-post");
  });

  it("finds nothing when the sitemap lists no post", () => {
    expect(blogPostPath("<urlset><url><loc>https://x.test/about</loc></url></urlset>")).toBe(
      undefined,
    );
  });
});

describe("imageUrls and imagePath", () => {
  const html = `<picture><source type="image/webp" srcSet="/images/embedded/content/${HASH}-1600x900.jpg?w=320&amp;h=180&amp;fm=webp&amp;fit=max 320w, /images/embedded/content/${HASH}-1600x900.jpg?w=640&amp;h=360&amp;fm=webp&amp;fit=max 640w"/><img src="/images/embedded/content/${HASH}-1600x900.jpg?w=960&amp;fm=jpg" srcSet="https://cdn.example/other.jpg 1x" alt=""/></picture>`;

  it("lists the embedded route's URLs of src and srcset, entities undone", () => {
    expect(imageUrls(html)).toEqual([
      `/images/embedded/content/${HASH}-1600x900.jpg?w=320&h=180&fm=webp&fit=max`,
      `/images/embedded/content/${HASH}-1600x900.jpg?w=640&h=360&fm=webp&fit=max`,
      `/images/embedded/content/${HASH}-1600x900.jpg?w=960&fm=jpg`,
    ]);
  });

  it("prefers the page's own rendition at that width and format", () => {
    expect(imagePath(html, 640, "webp")).toBe(
      `/images/embedded/content/${HASH}-1600x900.jpg?w=640&h=360&fm=webp&fit=max`,
    );
  });

  it("otherwise asks for the first picture at that width and format", () => {
    expect(imagePath(html, 768, "webp")).toBe(
      `/images/embedded/content/${HASH}-1600x900.jpg?w=768&fm=webp`,
    );
  });

  it("finds nothing on a page without pictures", () => {
    expect(imagePath("<p>No pictures</p>", 640, "webp")).toBe(undefined);
  });
});
