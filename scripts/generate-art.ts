/**
 * Draws the course and slide illustrations in public/images/ (SVG, made for
 * this project): a gradient in the brand colours and a motif per subject.
 * Run `npm run art` after adding a course to the seed.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { HOME_SLIDES, PMT_COURSES, PMT_SLIDES } from "../service/index.ts";

const SLIDE_PALETTE: [string, string, string] = ["#062624", "#0d4f4b", "#f4b740"];
const PALETTES: Record<string, [string, string, string]> = {
  biology: ["#0d4f4b", "#12665f", "#b9dcd7"],
  chemistry: ["#3b2a5c", "#5a3f8a", "#d9ccf0"],
  physics: ["#123a63", "#1d5b94", "#c7dcf2"],
  "test-series": ["#5c2d12", "#8a4b00", "#f9d68f"],
  slide: ["#062624", "#0d4f4b", "#f4b740"],
};

const MOTIFS: Record<string, string> = {
  biology: `<path d="M420 70c-60 40-60 140 0 180M500 70c60 40 60 140 0 180" stroke="VAR" stroke-width="10" fill="none" stroke-linecap="round"/><path d="M432 110h56M424 160h72M432 210h56" stroke="VAR" stroke-width="8" stroke-linecap="round"/>`,
  chemistry: `<path d="M440 80h40M450 80v60l-50 90a16 16 0 0 0 14 24h92a16 16 0 0 0 14-24l-50-90V80" stroke="VAR" stroke-width="10" fill="none" stroke-linejoin="round"/><circle cx="455" cy="220" r="8" fill="VAR"/><circle cx="485" cy="200" r="6" fill="VAR"/>`,
  physics: `<circle cx="460" cy="160" r="16" fill="VAR"/><ellipse cx="460" cy="160" rx="90" ry="34" stroke="VAR" stroke-width="8" fill="none"/><ellipse cx="460" cy="160" rx="90" ry="34" stroke="VAR" stroke-width="8" fill="none" transform="rotate(60 460 160)"/><ellipse cx="460" cy="160" rx="90" ry="34" stroke="VAR" stroke-width="8" fill="none" transform="rotate(-60 460 160)"/>`,
  "test-series": `<rect x="395" y="70" width="130" height="170" rx="14" stroke="VAR" stroke-width="10" fill="none"/><path d="M420 120l14 14 26-28M420 180l14 14 26-28M478 126h24M478 186h24" stroke="VAR" stroke-width="8" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  slide: `<path d="M380 250a80 80 0 0 1 160 0" stroke="VAR" stroke-width="16" fill="none" stroke-linecap="round"/><path d="M415 250a45 45 0 0 1 90 0" stroke="#fff" stroke-width="16" fill="none" stroke-linecap="round"/><circle cx="460" cy="120" r="18" fill="#fff"/>`,
};

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function art(title: string, kind: string): string {
  const [dark, mid, light] = PALETTES[kind] ?? SLIDE_PALETTE;
  const motif = (MOTIFS[kind] ?? MOTIFS.slide ?? "").replaceAll("VAR", light);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 320" role="img" aria-label="${escapeXml(title)}"><title>${escapeXml(title)}</title><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs><rect width="600" height="320" fill="url(#g)"/><circle cx="560" cy="20" r="140" fill="${light}" opacity=".12"/><circle cx="40" cy="320" r="110" fill="${light}" opacity=".08"/>${motif}</svg>\n`;
}

const root = path.join(import.meta.dirname, "..", "public", "images");
mkdirSync(path.join(root, "courses"), { recursive: true });
mkdirSync(path.join(root, "slides"), { recursive: true });
for (const course of PMT_COURSES) {
  writeFileSync(
    path.join(root, "courses", `${course.slug}.svg`),
    art(course.title, course.category),
  );
}
for (const slide of [...HOME_SLIDES, ...PMT_SLIDES]) {
  writeFileSync(path.join(root, "slides", path.basename(slide.image)), art(slide.title, "slide"));
}
console.log("Illustrations written to public/images/.");
