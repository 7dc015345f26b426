import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { commentsOf, findingsIn, lineCounts } from "./comment-rules.ts";

const findings = (source: string) => findingsIn(commentsOf("x.ts", source));

// Words that cannot form an issue number or a date by themselves.
const word = fc.stringMatching(/^[a-z]{1,8}$/);
const prose = fc.array(word, { minLength: 1, maxLength: 6 }).map((words) => words.join(" "));

describe("findingsIn", () => {
  it("finds an issue number in any comment form, at its line", () => {
    fc.assert(
      fc.property(
        prose,
        prose,
        fc.integer({ min: 1, max: 9999 }),
        fc.constantFrom("#N", "issue #N", "Issue N", "issues N"),
        fc.nat({ max: 3 }),
        (before, after, number, form, codeLines) => {
          const reference = form.replace("N", String(number));
          const code = "const a = 1;\n".repeat(codeLines);
          for (const comment of [
            `// ${before} ${reference} ${after}`,
            `/* ${before} ${reference} ${after} */`,
            `/**\n * ${before}\n * ${before} (${reference}) ${after}\n */`,
          ]) {
            const found = findings(`${code}${comment}\nconst b = 2;\n`);
            const line =
              codeLines + comment.split("\n").length - (comment.startsWith("/**") ? 1 : 0);
            expect(found).toEqual([expect.objectContaining({ line, reason: "names an issue" })]);
          }
        },
      ),
    );
  });

  it("finds an ISO date", () => {
    fc.assert(
      fc.property(
        prose,
        fc.date({ min: new Date("2000-01-01"), max: new Date("2099-12-31"), noInvalidDate: true }),
        (text, date) => {
          const day = date.toISOString().slice(0, 10);
          expect(findings(`// ${text} (${day})\n`)).toEqual([
            expect.objectContaining({ line: 1, reason: "names a date" }),
          ]);
        },
      ),
    );
  });

  it("leaves plain prose, colours, fragments and numbers in strings or code alone", () => {
    fc.assert(
      fc.property(prose, fc.integer({ min: 1, max: 9999 }), (text, number) => {
        const source = [
          `// ${text}: colour #0d4f4b, #062624; see #part-${number} and "#${number}"`,
          `const selector = "#${number}"; // ${text}`,
          `const day = "2026-11-28";`,
          `const re = /#${number}/; /* ${text} */`,
        ].join("\n");
        expect(findings(source)).toEqual([]);
      }),
    );
  });
});

describe("lineCounts", () => {
  it("counts comment lines and code lines apart, a line with both in each", () => {
    const source = [
      "/**",
      " * Two lines",
      " */",
      "const a = 1; // trailing",
      "",
      "// alone",
      "const b = `// not a comment`;",
    ].join("\n");
    expect(lineCounts(source, commentsOf("x.ts", source))).toEqual({ comment: 5, code: 2 });
  });

  it("finds comments inside JSX", () => {
    const source = "const a = (\n  <div>\n    {/* why */}\n  </div>\n);\n";
    expect(commentsOf("x.tsx", source).map((c) => c.text)).toEqual(["/* why */"]);
  });
});
