import { evaluate, parse } from "groq-js";
import { describe, expect, it } from "vitest";
import { DATASET, publishedOfType } from "../../tests/pages/dataset.ts";
import { draftsPerspective } from "./embedded-source.server";
import * as queries from "./queries";

/**
 * Members-only content stays members-only: the service lines' member fields
 * are projected by MODULE_CONTENT_QUERY alone, which the module pages run
 * after the entitlement check. Every other query is held to that, both in
 * its text (what it names) and in its answers (a `...` or a projection-less
 * fetch would leak the fields without naming them).
 */

const MEMBER_FIELDS = ["memberIntro", "memberBody", "memberResources"];
const MEMBERS_ONLY_QUERY = "MODULE_CONTENT_QUERY";

const allQueries: Array<[string, string]> = Object.entries(queries);
const otherQueries = allQueries.filter(([name]) => name !== MEMBERS_ONLY_QUERY);

/** Every field name and projected key a parsed GROQ query mentions. */
function namesIn(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) {
    for (const item of node) namesIn(item, found);
  } else if (node && typeof node === "object") {
    const { type, name } = node as { type?: string; name?: unknown };
    if (typeof name === "string" && (type === "AccessAttribute" || type === "ObjectAttributeValue"))
      found.add(name);
    for (const value of Object.values(node)) namesIn(value, found);
  }
  return found;
}

/**
 * Parameters enough for every query of queries.ts, for each service line in turn, in English
 * and in Hindi by turns (every line in both would double a slow test for little).
 */
const serviceLineKeys = [
  ...new Set(publishedOfType("serviceLine").map((line) => String(line.key))),
];
const firstPost = publishedOfType("post")[0];
const paramSets = serviceLineKeys
  .map((key, index) => ({ key, lang: index % 2 === 0 ? "en" : "hi" }))
  .map(({ key, lang }) => ({
    key,
    lang,
    slug: (firstPost?.slug as { current?: string } | undefined)?.current ?? "",
    category: "",
    start: 0,
    end: 100,
    alternatives: [
      { group: 0, pattern: "pharma*" },
      { group: 1, pattern: "ayurveda*" },
    ],
    groups: 2,
    patterns: ["pharma*", "ayurveda*"],
    type: "serviceLine",
    layout: "one",
  }));

async function run(query: string, params: Record<string, unknown>, dataset: unknown[]) {
  return (await evaluate(parse(query, { params }), { dataset, params })).get();
}

/** The members' introductions in the dataset: text that must never reach a public answer. */
const memberIntros = DATASET.all
  .filter((doc) => doc._type === "serviceLine" && typeof doc.memberIntro === "string")
  .map((doc) => String(doc.memberIntro));

describe("members-only fields of service lines", () => {
  it("finds the member fields in MODULE_CONTENT_QUERY (the check can see them)", () => {
    const names = namesIn(parse(queries.MODULE_CONTENT_QUERY));
    for (const field of MEMBER_FIELDS) expect(names).toContain(field);
    expect(memberIntros.length).toBeGreaterThan(0);
  });

  it("are named by no other query", () => {
    expect(otherQueries.length).toBeGreaterThan(10);
    const offenders = otherQueries.flatMap(([name, query]) => {
      const names = namesIn(parse(query, { params: paramSets[0] }));
      return MEMBER_FIELDS.filter((field) => names.has(field)).map((field) => `${name}: ${field}`);
    });
    expect(offenders).toEqual([]);
  });

  it.each(otherQueries)(
    "%s answers with none of them, published or in preview",
    async (_, query) => {
      for (const dataset of [DATASET.published, draftsPerspective(DATASET.all)]) {
        // Every service line where the query asks for one; else one set per language.
        for (const params of query.includes("$key") ? paramSets : paramSets.slice(0, 2)) {
          const answer = JSON.stringify(await run(query, params, dataset));
          for (const field of MEMBER_FIELDS) expect(answer).not.toContain(`"${field}"`);
          for (const intro of memberIntros) expect(answer).not.toContain(JSON.stringify(intro));
        }
      }
    },
  );

  it("MODULE_CONTENT_QUERY does answer with them, for the line asked for", async () => {
    const answer = (await run(
      queries.MODULE_CONTENT_QUERY,
      { key: "shatayu", lang: "en" },
      DATASET.published,
    )) as {
      key: string;
      memberIntro: string | null;
      memberBody: unknown[] | null;
      memberResources: unknown[] | null;
    };
    expect(answer.key).toBe("shatayu");
    expect(answer.memberIntro).toBe(
      publishedOfType("serviceLine").find((line) => line.key === "shatayu")?.memberIntro,
    );
    expect(answer.memberBody?.length).toBeGreaterThan(0);
    expect(answer.memberResources?.length).toBeGreaterThan(0);
  });
});
