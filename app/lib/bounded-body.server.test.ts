import { describe, expect, it } from "vitest";
import { readActionForm } from "./bounded-body.server";

describe("readActionForm", () => {
  it("answers a form, a 413 or a 400 with words, never an exception", async () => {
    const form = (body: string, type: string) =>
      new Request("http://site.test/x", {
        method: "POST",
        body,
        headers: { "content-type": type },
      });
    const ok = await readActionForm(form("a=1&b=2", "application/x-www-form-urlencoded"));
    expect(ok.ok && ok.form.get("b")).toBe("2");
    const broken = await readActionForm(form("--zz\r\nbroken", "multipart/form-data; boundary=zz"));
    expect(broken).toMatchObject({ ok: false, status: 400 });
    const large = await readActionForm(
      form("a=".padEnd(300_000, "x"), "application/x-www-form-urlencoded"),
    );
    expect(large).toMatchObject({ ok: false, status: 413 });
  });
});
