import sharp from "sharp";
import { DOCUMENT_UPLOAD_LIMIT, IMAGE_UPLOAD_LIMIT } from "#contract/limits.ts";

export { DOCUMENT_UPLOAD_LIMIT, IMAGE_UPLOAD_LIMIT };

/** Re-encoding drops whatever else a picture carried (metadata, a trailing script). */

/** Refused before decoding: a decompression bomb. */
const MAX_INPUT_PIXELS = 40_000_000;
const MAX_SIDE = 1600;

export class UploadRefused extends Error {
  override name = "UploadRefused";
}

const IMAGE_FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "heif"]);

export async function acceptImage(bytes: Uint8Array): Promise<Uint8Array> {
  if (bytes.byteLength === 0) throw new UploadRefused("Choose a picture to upload.");
  if (bytes.byteLength > IMAGE_UPLOAD_LIMIT) {
    throw new UploadRefused("A picture may be at most 5 MB.");
  }
  let format: string | undefined;
  try {
    const metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    format = metadata.format;
  } catch {
    throw new UploadRefused("That file is not a picture we can read: upload a JPEG, PNG or WebP.");
  }
  if (!format || !IMAGE_FORMATS.has(format)) {
    throw new UploadRefused("That file is not a picture we can read: upload a JPEG, PNG or WebP.");
  }
  try {
    const output = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return new Uint8Array(output);
  } catch {
    throw new UploadRefused("That picture could not be read to its end: it may be damaged.");
  }
}

const PDF_START = Buffer.from("%PDF-");
const PDF_END = Buffer.from("%%EOF");

export function acceptDocument(bytes: Uint8Array): Uint8Array {
  if (bytes.byteLength === 0) throw new UploadRefused("Choose a PDF file to upload.");
  if (bytes.byteLength > DOCUMENT_UPLOAD_LIMIT) {
    throw new UploadRefused("A document may be at most 10 MB.");
  }
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tail = buffer.subarray(Math.max(0, buffer.length - 1024));
  if (!buffer.subarray(0, PDF_START.length).equals(PDF_START) || !tail.includes(PDF_END)) {
    throw new UploadRefused("That file is not a PDF document: course files must be PDFs.");
  }
  return bytes;
}
