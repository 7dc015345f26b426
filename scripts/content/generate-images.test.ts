import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  assetDocument,
  IMAGES,
  type ImageSpec,
  renderImage,
  svgFor,
  updateDataset,
  uploadTime,
} from "./generate-images.ts";

const cover = IMAGES.find((spec) => spec.kind === "cover") as ImageSpec;
const portrait = IMAGES.find((spec) => spec.kind === "portrait") as ImageSpec;

describe("generate-images", () => {
  it("gives every image its own name", () => {
    const names = IMAGES.map((spec) => spec.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("draws the same SVG for the same name, a different one for another name, and never text", () => {
    for (const spec of IMAGES) {
      const svg = svgFor(spec);
      expect(svgFor(spec)).toBe(svg);
      expect(svg).not.toMatch(/<text|NaN|undefined/);
    }
    const sameScene = IMAGES.filter(
      (spec) => spec.kind === "cover" && cover.kind === "cover" && spec.scene === cover.scene,
    );
    const variants = sameScene.map((spec) => svgFor({ ...spec, name: `${spec.name}-copy` }));
    expect(new Set([...sameScene.map(svgFor), ...variants]).size).toBe(sameScene.length * 2);
  });

  it("renders the same bytes twice, named as a Sanity export names them", async () => {
    const first = await renderImage(cover);
    const second = await renderImage(cover);
    expect(second.sha1).toBe(first.sha1);
    expect(first.bytes.equals(second.bytes)).toBe(true);
    expect(first.fileName).toBe(`${first.sha1}-1600x900.jpg`);
    expect(first.assetId).toBe(`image-${first.sha1}-1600x900-jpg`);
    const meta = await sharp(first.bytes).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 1600, height: 900, isProgressive: true });
  });

  it("renders portraits square with a 20 px blur placeholder", async () => {
    const image = await renderImage(portrait);
    expect([image.width, image.height]).toEqual([600, 600]);
    const tiny = Buffer.from(image.lqip.replace(/^data:image\/jpeg;base64,/, ""), "base64");
    expect(await sharp(tiny).metadata()).toMatchObject({ format: "jpeg", width: 20, height: 20 });
  });

  it("describes the file in a sanity.imageAsset document", async () => {
    const image = await renderImage(cover);
    const doc = assetDocument(image, uploadTime(3));
    expect(doc).toMatchObject({
      _id: image.assetId,
      _type: "sanity.imageAsset",
      sha1hash: image.sha1,
      size: image.bytes.length,
      originalFilename: `${cover.name}.jpg`,
      path: `images/embedded/content/${image.fileName}`,
      metadata: { dimensions: { width: 1600, height: 900, aspectRatio: 16 / 9 } },
    });
    expect(doc._rev).toMatch(/^[\w-]{22}$/);
    expect(uploadTime(3) > uploadTime(2)).toBe(true);
  });
});

describe("updateDataset", () => {
  const doc = (id: string, extra: Record<string, unknown> = {}) => ({
    _id: id,
    _type: "post",
    ...extra,
  });

  it("swaps a redrawn image's asset and every reference to it, and leaves uploads alone", async () => {
    const image = await renderImage(cover);
    const oldId = `image-${"a".repeat(40)}-1600x900-jpg`;
    const upload = {
      _id: `image-${"b".repeat(40)}-800x600-png`,
      _type: "sanity.imageAsset",
      originalFilename: "team-photo.png",
    };
    const documents = [
      { _id: oldId, _type: "sanity.imageAsset", originalFilename: `${cover.name}.jpg` },
      upload,
      doc("post-1", { mainImage: { _type: "figure", asset: { _type: "reference", _ref: oldId } } }),
    ];
    const { documents: updated, stale } = updateDataset(documents, [image]);
    expect(updated.map((d) => d._id)).toEqual([image.assetId, upload._id, "post-1"].sort());
    expect(JSON.stringify(updated)).not.toContain(oldId);
    expect(updated.find((d) => d._id === "post-1")).toMatchObject({
      mainImage: { asset: { _ref: image.assetId } },
    });
    expect(stale).toEqual([`${"a".repeat(40)}-1600x900.jpg`]);
  });

  it("changes nothing when the images are already in the dataset", async () => {
    const image = await renderImage(cover);
    const asset = assetDocument(image, uploadTime(0));
    const documents = [asset, doc("post-1")];
    expect(updateDataset(documents, [image])).toEqual({ documents, stale: [] });
  });

  it("adds an image that is new to the list", async () => {
    const image = await renderImage(portrait);
    const { documents } = updateDataset([doc("post-1")], [image]);
    expect(documents.map((d) => d._id)).toEqual([image.assetId, "post-1"]);
  });
});
