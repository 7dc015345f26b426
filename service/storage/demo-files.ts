import { DOWNLOAD_PREFIX } from "#contract/staff.ts";
import { PMT_COURSES } from "../seed/data.ts";
import type { FileStorage } from "./file-storage.ts";

/**
 * A small, valid one-page PDF with a title and a few lines of text (Helvetica),
 * so the demo courses' notes are real files an owner can open.
 */
export function demoPdf(title: string, lines: string[]): Uint8Array {
  const pdfText = (text: string) =>
    text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, "-");
  const text = [
    "BT /F1 20 Tf 72 760 Td",
    `(${pdfText(title)}) Tj`,
    "/F1 12 Tf",
    ...lines.flatMap((line) => ["0 -24 Td", `(${pdfText(line)}) Tj`]),
    "ET",
  ].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    `<< /Length ${Buffer.byteLength(text, "latin1")} >>\nstream\n${text}\nendstream`,
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, "latin1"));
}

/** The key of a demo resource ("/downloads/human-physiology-notes.pdf" → "human-physiology-notes.pdf"). */
const keyOfDownload = (url: string): string | null =>
  url.startsWith(DOWNLOAD_PREFIX) ? url.slice(DOWNLOAD_PREFIX.length) : null;

/** Writes the seeded courses' notes into the storage, where missing (idempotent, a few KB). */
export async function ensureDemoFiles(storage: FileStorage): Promise<void> {
  for (const course of PMT_COURSES) {
    for (const resource of course.resources) {
      const key = keyOfDownload(resource.url);
      if (!key) continue;
      const lines = [
        `Course: ${course.title}`,
        ...course.lessons.map((lesson) => `- ${lesson.title} (${lesson.duration})`),
        "Aarogya Bharat Collective - for the course's students only.",
      ];
      await storage.putIfAbsent(key, demoPdf(resource.title, lines));
    }
  }
}
