/**
 * Renders the illustrations as a Sanity export names them, deterministically, so the asset ids in
 * content/data.ndjson stay valid across runs.
 *
 *   npm run content:images                    # write the files, print the asset documents
 *   npm run content:images -- --write-dataset # and put them into content/data.ndjson
 *   npm run content:images -- --check         # write nothing; fail if a file is missing
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { parseNdjson } from "../../app/content/embedded-source.server.ts";
import {
  coverSvg,
  type HairStyle,
  type PaletteName,
  portraitSvg,
  type SceneName,
} from "./illustrations.ts";

export type ImageSpec =
  | { name: string; kind: "cover"; scene: SceneName; palette: PaletteName }
  | { name: string; kind: "portrait"; palette: PaletteName; hair: HairStyle };

const cover = (name: string, scene: SceneName, palette: PaletteName): ImageSpec => ({
  name,
  kind: "cover",
  scene,
  palette,
});
const portrait = (name: string, palette: PaletteName, hair: HairStyle): ImageSpec => ({
  name,
  kind: "portrait",
  palette,
  hair,
});

export const IMAGES: ImageSpec[] = [
  // Blog post covers.
  cover("post-neet-revision-timetable", "timetable", "paper"),
  cover("post-ncert-biology-first", "biologyBooks", "mint"),
  cover("post-mock-test-analysis", "mockAnalysis", "saffron"),
  cover("post-first-100-days-medical-rep", "fieldRep", "teal"),
  cover("post-doctor-call-planning", "doctorCall", "paper"),
  cover("post-reporting-side-effects", "medicineSafety", "teal"),
  cover("post-dinacharya-for-students", "dinacharya", "saffron"),
  cover("post-monsoon-eating", "monsoon", "mint"),
  cover("post-clinic-google-maps", "localSearch", "paper"),
  cover("post-utm-links-whatsapp", "campaign", "mint"),
  cover("post-instagram-home-business", "socialGrid", "saffron"),
  cover("post-stream-after-class-10", "crossroads", "dusk"),
  cover("post-drop-year-conversation", "conversation", "paper"),
  cover("post-morning-practice", "lotusDiya", "dusk"),
  cover("post-bpharm-to-field", "pharmaCareer", "mint"),
  // Work covers and galleries.
  cover("work-field-force-bootcamp", "classroom", "teal"),
  cover("work-neet-weekend-batches", "classroom", "saffron"),
  cover("work-clinic-local-search", "localSearch", "leaf"),
  cover("work-pharmacy-festive-launch", "campaign", "saffron"),
  cover("work-maval-health-camps", "healthCamp", "leaf"),
  cover("work-rephub-call-planner", "repNetwork", "teal"),
  cover("gallery-bootcamp-role-play", "conversation", "mint"),
  cover("gallery-bootcamp-assessment", "mockAnalysis", "paper"),
  cover("gallery-weekend-batch-notes", "biologyBooks", "saffron"),
  cover("gallery-weekend-batch-tests", "timetable", "mint"),
  cover("gallery-clinic-booking-flow", "campaign", "leaf"),
  cover("gallery-clinic-reviews", "localSearch", "mint"),
  cover("gallery-pharmacy-counter", "medicineSafety", "saffron"),
  cover("gallery-pharmacy-posts", "socialGrid", "mint"),
  cover("gallery-camp-queue", "healthCamp", "paper"),
  cover("gallery-camp-village", "village", "leaf"),
  cover("gallery-planner-calendar", "timetable", "teal"),
  cover("gallery-planner-network", "repNetwork", "mint"),
  // CSR initiatives.
  cover("csr-gram-arogya-camps", "healthCamp", "mint"),
  cover("csr-vidya-setu-scholarships", "classroom", "paper"),
  cover("csr-school-herb-gardens", "herbGarden", "leaf"),
  cover("csr-udyogini-circles", "marketStall", "saffron"),
  // Service lines.
  cover("service-pmt", "biologyBooks", "teal"),
  cover("service-pharma-edge", "pharmaCareer", "saffron"),
  cover("service-rephub", "repNetwork", "dusk"),
  cover("service-shatayu", "ayurvedaKit", "leaf"),
  cover("service-astira", "onlineCourse", "mint"),
  cover("service-education", "mentoring", "mint"),
  cover("service-career", "crossroads", "saffron"),
  cover("service-micro-business", "marketStall", "teal"),
  cover("service-spiritual", "lotusDiya", "teal"),
  // Pages.
  cover("home-hero", "collective", "teal"),
  cover("about-team", "team", "saffron"),
  // People.
  portrait("author-meera-kulkarni", "mint", "bun"),
  portrait("author-arjun-deshpande", "saffron", "beard"),
  portrait("author-kavya-nair", "leaf", "long"),
  portrait("testimonial-riya-patil", "paper", "long"),
  portrait("testimonial-sandeep-jadhav", "mint", "short"),
  portrait("testimonial-farzana-shaikh", "saffron", "bun"),
  portrait("testimonial-vikram-rao", "teal", "short"),
  portrait("testimonial-lata-more", "leaf", "bun"),
];

export type RenderedImage = {
  spec: ImageSpec;
  bytes: Buffer;
  sha1: string;
  width: number;
  height: number;
  fileName: string;
  assetId: string;
  lqip: string;
};

export function svgFor(spec: ImageSpec): string {
  return spec.kind === "cover"
    ? coverSvg(spec.scene, spec.palette, spec.name)
    : portraitSvg(spec.palette, spec.hair, spec.name);
}

export async function renderImage(spec: ImageSpec): Promise<RenderedImage> {
  const svg = Buffer.from(svgFor(spec));
  const bytes = await sharp(svg)
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 78, progressive: true, mozjpeg: true, chromaSubsampling: "4:2:0" })
    .toBuffer();
  const { width = 0, height = 0 } = await sharp(bytes).metadata();
  const sha1 = createHash("sha1").update(bytes).digest("hex");
  // Sanity's lqip: a JPEG about 20 px wide, inlined as a data URL.
  const tiny = await sharp(bytes).resize({ width: 20 }).jpeg({ quality: 60 }).toBuffer();
  return {
    spec,
    bytes,
    sha1,
    width,
    height,
    fileName: `${sha1}-${width}x${height}.jpg`,
    assetId: `image-${sha1}-${width}x${height}-jpg`,
    lqip: `data:image/jpeg;base64,${tiny.toString("base64")}`,
  };
}

/** Stable, so re-running changes nothing. */
function revisionFor(sha1: string): string {
  return createHash("sha256").update(`rev:${sha1}`).digest("base64url").slice(0, 22);
}

export function assetDocument(image: RenderedImage, uploadedAt: string) {
  const { sha1, width, height, fileName } = image;
  return {
    _id: image.assetId,
    _type: "sanity.imageAsset",
    _createdAt: uploadedAt,
    _updatedAt: uploadedAt,
    _rev: revisionFor(sha1),
    assetId: sha1,
    sha1hash: sha1,
    extension: "jpg",
    mimeType: "image/jpeg",
    originalFilename: `${image.spec.name}.jpg`,
    size: image.bytes.length,
    path: `images/embedded/content/${fileName}`,
    url: `https://cdn.sanity.io/images/embedded/content/${fileName}`,
    metadata: {
      _type: "sanity.imageMetadata",
      dimensions: {
        _type: "sanity.imageDimensions",
        width,
        height,
        aspectRatio: width / height,
      },
      lqip: image.lqip,
      hasAlpha: false,
      isOpaque: true,
    },
  };
}

export function uploadTime(index: number): string {
  const start = Date.UTC(2025, 0, 6, 9, 0, 0);
  return new Date(start + index * 7 * 3_600_000 + (index % 5) * 617_000).toISOString();
}

type Doc = { _id: string; _type: string; originalFilename?: unknown } & Record<string, unknown>;

/** References follow a changed drawing's new asset; editors' uploads are left alone. */
export function updateDataset(documents: Doc[], rendered: RenderedImage[]) {
  const previous = new Map<unknown, Doc>();
  for (const doc of documents) {
    if (doc._type === "sanity.imageAsset") previous.set(doc.originalFilename, doc);
  }
  const renamed = new Map<string, string>();
  const added: Doc[] = [];
  rendered.forEach((image, index) => {
    const old = previous.get(`${image.spec.name}.jpg`);
    if (old?._id === image.assetId) return;
    if (old) renamed.set(old._id, image.assetId);
    added.push(assetDocument(image, uploadTime(index)));
  });
  let text = JSON.stringify(documents.filter((doc) => !renamed.has(doc._id)));
  for (const [from, to] of renamed) text = text.replaceAll(`"${from}"`, `"${to}"`);
  const updated = [...(JSON.parse(text) as Doc[]), ...added];
  updated.sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
  // image-<sha1>-<w>x<h>-<ext> is stored as <sha1>-<w>x<h>.<ext>
  const stale = [...renamed.keys()].map((id) => id.replace(/^image-(.+)-(\w+)$/, "$1.$2"));
  return { documents: updated, stale };
}

async function main(argv: string[]) {
  const check = argv.includes("--check");
  const content = path.join(import.meta.dirname, "..", "..", "content");
  const folder = path.join(content, "images");
  mkdirSync(folder, { recursive: true });
  const rendered = await Promise.all(IMAGES.map(renderImage));
  const missing = rendered.filter((image) => !existsSync(path.join(folder, image.fileName)));
  if (check) {
    for (const image of missing) console.error(`missing: ${image.fileName} (${image.spec.name})`);
    process.exitCode = missing.length > 0 ? 1 : 0;
    return;
  }
  for (const image of missing) writeFileSync(path.join(folder, image.fileName), image.bytes);
  const total = rendered.reduce((sum, image) => sum + image.bytes.length, 0);
  console.error(`${rendered.length} images, ${(total / 1024).toFixed(0)} KiB in content/images/`);

  if (!argv.includes("--write-dataset")) {
    const lines = rendered.map((image, index) =>
      JSON.stringify(assetDocument(image, uploadTime(index))),
    );
    process.stdout.write(`${lines.join("\n")}\n`);
    return;
  }
  const dataFile = path.join(content, "data.ndjson");
  const documents = parseNdjson(readFileSync(dataFile, "utf8")) as Doc[];
  const { documents: updated, stale } = updateDataset(documents, rendered);
  writeFileSync(dataFile, `${updated.map((doc) => JSON.stringify(doc)).join("\n")}\n`);
  for (const file of stale) rmSync(path.join(folder, file), { force: true });
  console.error(`content/data.ndjson updated; ${stale.length} replaced image files removed.`);
}

if (import.meta.main) await main(process.argv.slice(2));
