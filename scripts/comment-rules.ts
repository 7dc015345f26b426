/**
 * What a production comment may not say, and how much of the code is comment.
 * Comments say why; the history of a line belongs in git and the decision records.
 */
import ts from "typescript";

export interface Comment {
  /** 1-based line of the comment's first line. */
  line: number;
  text: string;
}

export interface Finding {
  line: number;
  reason: string;
  text: string;
}

/** Comment lines per line of code that `npm run lint` fails above. */
export const COMMENT_DENSITY_CEILING = 0.1;

// A number after `#` or the word issue; not a colour (`#0d4f4b`) nor a fragment (`#part-2`).
const ISSUE_REFERENCE = /(?<![\w&#/"'`])#\d{1,4}(?![\w-])|\bissues?\s+#?\d+\b/i;
const ISO_DATE = /\b\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])\b/;

/** Every comment of a TypeScript or TSX source, found by the compiler's own parser. */
export function commentsOf(fileName: string, source: string): Comment[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false);
  const seen = new Map<number, Comment>();
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      if (seen.has(range.pos)) continue;
      seen.set(range.pos, {
        line: file.getLineAndCharacterOfPosition(range.pos).line + 1,
        text: source.slice(range.pos, range.end),
      });
    }
  };
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(source, node.pos));
    collect(ts.getTrailingCommentRanges(source, node.end));
    for (const child of node.getChildren(file)) visit(child);
  };
  visit(file);
  return [...seen.values()].sort((a, b) => a.line - b.line);
}

/** Comments that name an issue or a date, each at the line where it says so. */
export function findingsIn(comments: readonly Comment[]): Finding[] {
  const findings: Finding[] = [];
  for (const comment of comments) {
    comment.text.split("\n").forEach((text, offset) => {
      const reason = ISSUE_REFERENCE.test(text)
        ? "names an issue"
        : ISO_DATE.test(text)
          ? "names a date"
          : undefined;
      if (reason) findings.push({ line: comment.line + offset, reason, text: text.trim() });
    });
  }
  return findings;
}

/** Lines a source's comments cover, and its lines that hold code. */
export function lineCounts(source: string, comments: readonly Comment[]) {
  const commentLines = new Set<number>();
  const lines = source.split("\n");
  const codeOnly = [...lines];
  for (const comment of comments) {
    const span = comment.text.split("\n");
    span.forEach((part, offset) => {
      const index = comment.line - 1 + offset;
      commentLines.add(index);
      codeOnly[index] = (codeOnly[index] ?? "").replace(part, "");
    });
  }
  const code = codeOnly.filter((line) => line.trim() !== "").length;
  return { comment: commentLines.size, code };
}
