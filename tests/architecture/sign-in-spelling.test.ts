import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * One action, two spellings: the header's button says the spec's "Signin/register" (§2), and
 * every other place (the phone menu, /Signup's title and crumb, the login panel) says "Sign
 * In/Register", as the spec's phone menu does.
 */
const root = path.resolve(import.meta.dirname, "../..");
const SPELLED = /sign\s*-?\s*in\s*(?:\/|\bor\b|\band\b)\s*(?:register|sign\s*-?\s*up)/gi;
const HEADER_WORD = "Signin/register";
const ONE_SPELLING = "Sign In/Register";

function sources(): string[] {
  return execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "app"], {
    cwd: root,
    encoding: "utf8",
  })
    .split("\n")
    .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file));
}

/** Each spelling of the action in app/, where it is. */
function spellings(): { where: string; words: string }[] {
  return sources().flatMap((file) =>
    readFileSync(path.join(root, file), "utf8")
      .split("\n")
      .flatMap((line, index) =>
        [...line.matchAll(SPELLED)].map((match) => ({
          where: `${file}:${index + 1}: ${line.trim()}`,
          words: match[0],
        })),
      ),
  );
}

describe("Sign In/Register", () => {
  it("is spelled the spec's way on the header's button and one way everywhere else", () => {
    const found = spellings();
    const header = found.filter(({ words }) => words === HEADER_WORD);
    expect(header.map(({ where }) => where)).toEqual([
      expect.stringMatching(/^app\/i18n\/catalogue\/en\/shell\.ts:\d+: "menu\.signIn": /),
    ]);
    const others = found.filter(({ words }) => words !== HEADER_WORD && words !== ONE_SPELLING);
    expect(others.map(({ where }) => where)).toEqual([]);
    // The page's title among them.
    expect(found.some(({ where }) => where.startsWith("app/route-table.ts"))).toBe(true);
  });

  it("would see another spelling", () => {
    for (const line of ['"Sign In/Register"', "sign-in / register", "Sign in and sign up"]) {
      expect(line.match(SPELLED), line).not.toBeNull();
    }
  });
});
