import { describe, expect, it } from "vitest";
import {
  answerIdTags,
  contentTagsOf,
  publishedId,
  publishTags,
  queryTypeTags,
} from "./content-tags";
import { ABOUT_PAGE_QUERY, HOME_PAGE_QUERY, POSTS_PAGE_QUERY, SEARCH_QUERY } from "./queries";

describe("a page's content tags", () => {
  it("name the document types a query selects, not a projection's conditions", () => {
    expect(queryTypeTags(POSTS_PAGE_QUERY)).toEqual(["type:post"]);
    expect(queryTypeTags(ABOUT_PAGE_QUERY)).toEqual([
      "type:aboutPage",
      "type:translation.metadata",
    ]);
    // The home page's blocks may list the newest posts: a new post changes it.
    expect(queryTypeTags(HOME_PAGE_QUERY)).toContain("type:post");
    expect(queryTypeTags(HOME_PAGE_QUERY)).not.toContain("type:latestPosts");
    expect(queryTypeTags(SEARCH_QUERY)).toEqual(
      expect.arrayContaining(["type:post", "type:work", "type:page", "type:csrInitiative"]),
    );
  });

  it("name every document an answer holds, at any depth, as published", () => {
    const answer = {
      _id: "page-1",
      blocks: [
        { _type: "sectionReference", section: { _id: "section-1", blocks: [] } },
        { posts: [{ _id: "drafts.post-1", mainImage: { asset: { _id: "image-a-1x1-png" } } }] },
      ],
      title: "_id",
    };
    expect([...answerIdTags(answer)].sort()).toEqual([
      "id:image-a-1x1-png",
      "id:page-1",
      "id:post-1",
      "id:section-1",
    ]);
    expect(answerIdTags(null).size).toBe(0);
    expect([...contentTagsOf(POSTS_PAGE_QUERY, { posts: [{ _id: "post-2" }] })].sort()).toEqual([
      "id:post-2",
      "type:post",
    ]);
  });

  it("leave out what a header could not carry", () => {
    expect(answerIdTags({ _id: "bad id\r\nx" }).size).toBe(0);
  });
});

describe("what a publish purges", () => {
  it("names the document, its type and the documents that refer to it", () => {
    expect(publishTags({ _id: "author-1", _type: "author" }, ["post-1", "drafts.post-2"])).toEqual([
      "type:author",
      "id:author-1",
      "id:post-1",
      "id:post-2",
    ]);
    expect(publishTags({ _id: "drafts.post-1", _type: "post" }, [])).toEqual([
      "type:post",
      "id:post-1",
    ]);
  });

  it("purges everything when the document's names are not tags", () => {
    expect(publishTags({ _id: "post 1", _type: "post" }, [])).toBeUndefined();
  });

  it("reads a release's version as its published document", () => {
    expect(publishedId("versions.r1.post-1")).toBe("post-1");
    expect(publishedId("post-1")).toBe("post-1");
  });
});
