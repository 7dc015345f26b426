/**
 * `npm run lint`'s comment rule: no production comment names an issue or a date, and the
 * production code's comment density stays under its ceiling. Prints file:line for each
 * finding and the density; exits 1 on either.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { COMMENT_DENSITY_CEILING, commentsOf, findingsIn, lineCounts } from "./comment-rules.ts";

const root = path.resolve(import.meta.dirname, "..");
const FOLDERS = ["app", "server", "service", "contract", "scripts", "studio"];
const SKIPPED_FOLDERS = new Set(["node_modules", "dist", ".sanity"]);
const GENERATED = new Set([
  "app/content/sanity.types.ts",
  "app/page-builder/block-shapes.generated.ts",
]);

function productionFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory())
      return SKIPPED_FOLDERS.has(entry.name) ? [] : productionFiles(relative);
    const isSource = /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name);
    return isSource && !GENERATED.has(relative) ? [relative] : [];
  });
}

let commentLines = 0;
let codeLines = 0;
let failed = false;
for (const file of FOLDERS.flatMap(productionFiles)) {
  const source = readFileSync(path.join(root, file), "utf8");
  const comments = commentsOf(file, source);
  const counts = lineCounts(source, comments);
  commentLines += counts.comment;
  codeLines += counts.code;
  for (const finding of findingsIn(comments)) {
    console.error(`${file}:${finding.line}: ${finding.reason}: ${finding.text}`);
    failed = true;
  }
}
const density = commentLines / codeLines;
console.log(
  `Comments: ${commentLines} lines for ${codeLines} lines of code, ${density.toFixed(3)} a line ` +
    `(ceiling ${COMMENT_DENSITY_CEILING}).`,
);
if (density > COMMENT_DENSITY_CEILING) {
  console.error("Over the ceiling: say why in fewer words, and leave history to git.");
  failed = true;
}
process.exitCode = failed ? 1 : 0;
