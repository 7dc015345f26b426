import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EnquirySchema, SignUpFormSchema } from "#contract/schemas.ts";
import { readSubmission } from "./form-reply.server";

/** The server's reading of a posted form, against names and values a hostile client chooses. */

const post = (fields: [string, string][]) => {
  const body = new URLSearchParams();
  for (const [name, value] of fields) body.append(name, value);
  return new Request("http://site.test/contact", { method: "POST", body });
};

/** Conform's control fields, its path syntax, and the keys of prototype pollution. */
const hostileName = fc.oneof(
  fc.constantFrom(
    "__intent__",
    "__state__",
    "__proto__",
    "constructor",
    "constructor.prototype.polluted",
    "__proto__.polluted",
    "name[0]",
    "name[x]",
    "email..x",
    "message[]",
    "a[99999999]",
    "[",
    "]",
    ".",
  ),
  fc.constantFrom("name", "email", "phone", "subject", "message", "password"),
  fc.string({ maxLength: 12 }),
);
const hostileValue = fc.oneof(
  fc.constantFrom(
    "{",
    "null",
    '{"type":"reset","payload":{}}',
    '{"type":"update","payload":{"name":"a[x]","value":1}}',
    '{"type":"insert","payload":{"name":"__proto__"}}',
    '{"type":"validate"}',
    "[]",
  ),
  fc.string({ maxLength: 40 }),
);

describe("readSubmission with hostile field names and values", () => {
  it("answers every post with a verdict: never a throw, nothing polluted, nothing but the schema's fields", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(hostileName, hostileValue), { maxLength: 12 }),
        fc.constantFrom(EnquirySchema, SignUpFormSchema),
        async (fields, schema) => {
          const read = await readSubmission(post(fields), schema);
          expect(read.ok).toBe(true);
          if (!read.ok) return;
          expect(["success", "error"]).toContain(read.submission.status);
          if (read.submission.status === "success") {
            for (const key of Object.keys(read.submission.value as object)) {
              expect(Object.keys(schema.shape)).toContain(key);
            }
          }
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        },
      ),
      { numRuns: 400, seed: 20261126 },
    );
  });

  it("a control field of Conform's is dropped, not obeyed", async () => {
    const read = await readSubmission(
      post([
        ["__intent__", '{"type":"reset","payload":{}}'],
        ["name", "Asha"],
        ["email", "asha@example.com"],
        ["message", "Hello"],
      ]),
      EnquirySchema,
    );
    expect(read.ok && read.submission.status).toBe("success");
  });
});
