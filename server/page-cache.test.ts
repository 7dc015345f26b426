import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { frontDoorVariant, LANGUAGE_COOKIE } from "../app/i18n/language-choice.ts";
import {
  ANONYMOUS_CACHE_CONTROL,
  CONTENT_TAGS_HEADER,
  hashInlineScripts,
  isShareable,
  pickEncoding,
  type RenderedPage,
} from "./cached-page.ts";
import {
  createPageCache,
  FILL_HEADER,
  FILL_SECRET,
  fillSecret,
  type PageCacheOptions,
} from "./page-cache.ts";

const sha = (code: string) => `'sha256-${createHash("sha256").update(code).digest("base64")}'`;

const POLICY = "default-src 'self';script-src 'self' 'nonce-abc123==';object-src 'none'";

function page(html: string, extra: [string, string][] = [], status = 200): RenderedPage {
  return {
    status,
    headers: [
      ["content-type", "text/html; charset=utf-8"],
      ["content-security-policy", POLICY],
      ["x-frame-options", "SAMEORIGIN"],
      ...extra,
    ],
    body: Buffer.from(html),
  };
}

describe("hashInlineScripts", () => {
  it("replaces the nonce by the hash of each inline script, and drops the nonce from the page", () => {
    const html =
      '<head><script nonce="abc123==">window.a=1</script><script type="application/ld+json">{}</script>' +
      '<link rel="modulepreload" nonce="abc123==" href="/x.js"><script nonce="abc123==" type="module" async="">import "/x.js";</script>' +
      '<script nonce="abc123==" src="/y.js"></script></head>';
    const result = hashInlineScripts(html, POLICY);
    expect(result.html).not.toContain("abc123");
    expect(result.policy).not.toContain("nonce");
    expect(result.policy).toContain(sha("window.a=1"));
    expect(result.policy).toContain(sha('import "/x.js";'));
    // Data blocks and external scripts need no hash.
    expect(result.policy).not.toContain(sha("{}"));
    expect(result.policy).not.toContain(sha(""));
    expect(result.policy).toContain("object-src 'none'");
  });

  it("hashes exactly the text a browser hashes, whatever the script holds", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.string().filter((code) => !code.includes("</script")),
          { maxLength: 5 },
        ),
        (codes) => {
          const html = codes.map((code) => `<script nonce="abc123==">${code}</script>`).join("\n");
          const result = hashInlineScripts(html, POLICY);
          for (const code of codes) expect(result.policy).toContain(sha(code));
          expect(result.html).toBe(codes.map((code) => `<script>${code}</script>`).join("\n"));
        },
      ),
    );
  });

  it("leaves a policy without a nonce alone", () => {
    expect(hashInlineScripts("<script>x</script>", "default-src 'self'")).toEqual({
      html: "<script>x</script>",
      policy: "default-src 'self'",
    });
  });
});

describe("isShareable", () => {
  it("keeps only a 200 HTML page that sets no cookie and is not private", () => {
    expect(isShareable(page("<p>hi</p>"))).toBe(true);
    expect(isShareable(page("<p>hi</p>", [], 404))).toBe(false);
    expect(isShareable(page("", [["location", "/x"]], 302))).toBe(false);
    expect(isShareable(page("<p>hi</p>", [["set-cookie", "portal_session=x"]]))).toBe(false);
    expect(isShareable(page("<p>hi</p>", [["cache-control", "private, no-store"]]))).toBe(false);
    expect(
      isShareable({
        status: 200,
        headers: [["content-type", "text/xml"]],
        body: Buffer.from("<x/>"),
      }),
    ).toBe(false);
  });
});

describe("pickEncoding", () => {
  it("prefers br, then gzip, and respects q=0", () => {
    expect(pickEncoding(undefined)).toBe("identity");
    expect(pickEncoding("gzip, deflate, br")).toBe("br");
    expect(pickEncoding("gzip")).toBe("gzip");
    expect(pickEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(pickEncoding("*")).toBe("br");
    expect(pickEncoding("*;q=0, identity")).toBe("identity");
    expect(pickEncoding("deflate")).toBe("identity");
  });

  it("never throws and always names an encoding, whatever the header", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (header) => {
        expect(["br", "gzip", "identity"]).toContain(pickEncoding(header));
      }),
    );
  });
});

/** A real HTTP server with the page cache in front of a stand-in app. */
async function harness(
  render: (url: string) => RenderedPage,
  overrides: Partial<PageCacheOptions> = {},
) {
  let clock = 0;
  const fills: string[] = [];
  let appCalls = 0;
  const cache = createPageCache({
    async fill({ url }) {
      fills.push(url);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return render(url);
    },
    cacheablePath: (path) => !path.startsWith("/private"),
    personalCookies: ["portal_session", "portal_preview"],
    ttlMs: 1000,
    now: () => clock,
    ...overrides,
  });
  const server: Server = createServer((req, res) => {
    // As the request log does before anything answers: the visitor's own request id.
    res.setHeader("x-request-id", req.headers["x-request-id"] ?? "visitor");
    const app = () => {
      appCalls += 1;
      res.writeHead(200, { "content-type": "text/plain" }).end("from the app");
    };
    if (!cache.serve(req, res, app)) app();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  servers.push(server);
  return {
    cache,
    fills,
    base,
    appCalls: () => appCalls,
    advance(ms: number) {
      clock += ms;
    },
    get: (path: string, headers: Record<string, string> = {}) =>
      fetch(`${base}${path}`, { headers, redirect: "manual" }),
  };
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
  );
});

const HTML = '<html><script nonce="abc123==">boot()</script><h1>Home</h1></html>';

describe("the page cache over HTTP", () => {
  it("keeps a page of its own for each variant the cookies ask for, and passes on no other cookie", async () => {
    const asked: (string | undefined)[] = [];
    const site = await harness(() => page(HTML), {
      variantOf: (cookie) => (cookie?.includes("login_panel=hidden") ? "login_panel=hidden" : ""),
      async fill({ cookie }) {
        asked.push(cookie);
        return page(cookie ? HTML.replace("Home", "Panel hidden") : HTML);
      },
    });
    const plain = await (await site.get("/")).text();
    const hidden = await (await site.get("/", { cookie: "theme=x; login_panel=hidden" })).text();
    const hiddenAgain = await (await site.get("/", { cookie: "login_panel=hidden" })).text();
    const other = await (await site.get("/", { cookie: "theme=dark" })).text();
    expect(asked).toEqual([undefined, "login_panel=hidden"]);
    expect(plain).toContain("<h1>Home</h1>");
    expect(hidden).toContain("<h1>Panel hidden</h1>");
    expect(hiddenAgain).toBe(hidden);
    expect(other).toBe(plain);
  });

  it("keeps each language's page apart, empties both on a purge, and never keeps the front door a chosen language redirects (issue #30)", async () => {
    let version = 1;
    const site = await harness(() => page(""), {
      variantOf: frontDoorVariant,
      async fill({ url, cookie }) {
        // The app: `/` with a chosen language redirects (language-choice.ts), pages render.
        if (url === "/" && cookie?.includes(`${LANGUAGE_COOKIE}=hi`)) {
          return { status: 302, headers: [["location", "/hi"]], body: Buffer.from("") };
        }
        return page(`<h1>${url} v${version}</h1>`);
      },
    });
    expect(await (await site.get("/about")).text()).toBe("<h1>/about v1</h1>");
    expect(await (await site.get("/hi/about")).text()).toBe("<h1>/hi/about v1</h1>");
    const chosen = { cookie: `${LANGUAGE_COOKIE}=hi` };
    // Elsewhere the cookie changes nothing: the English page everyone shares.
    expect(await (await site.get("/about", chosen)).text()).toBe("<h1>/about v1</h1>");
    const door = await site.get("/", chosen);
    expect(door.status).toBe(302);
    expect(door.headers.get("location")).toBe("/hi");
    // Not kept: the app answers that door from now on (here a stand-in app).
    expect(await (await site.get("/", chosen)).text()).toBe("from the app");
    expect(await (await site.get("/")).text()).toBe("<h1>/ v1</h1>");
    version = 2;
    site.cache.purge();
    expect(await (await site.get("/about")).text()).toBe("<h1>/about v2</h1>");
    expect(await (await site.get("/hi/about")).text()).toBe("<h1>/hi/about v2</h1>");
  });

  it("renders a page once, then serves it compressed with hashes instead of the nonce", async () => {
    const site = await harness(() => page(HTML));
    const first = await site.get("/", { "accept-encoding": "br" });
    const second = await site.get("/", { "accept-encoding": "gzip" });
    expect(site.fills).toEqual(["/"]);
    expect(first.headers.get("content-encoding")).toBe("br");
    expect(second.headers.get("content-encoding")).toBe("gzip");
    const html = await first.text();
    expect(html).toBe(HTML.replace(' nonce="abc123=="', ""));
    expect(await second.text()).toBe(html);
    expect(first.headers.get("content-security-policy")).toContain(sha("boot()"));
    expect(first.headers.get("cache-control")).toBe(ANONYMOUS_CACHE_CONTROL);
    expect(first.headers.get("vary")).toBe("Accept-Encoding, Cookie");
    expect(first.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(site.cache.stats.hits).toBe(1);
    expect(site.cache.stats.misses).toBe(1);
  });

  it("serves a visitor who sends the fill header as any visitor: only this process's fill passes", async () => {
    const site = await harness(() => page(HTML));
    for (const forged of ["1", "", "x".repeat(36)]) {
      const answer = await site.get("/", { [FILL_HEADER]: forged });
      expect(answer.headers.get("cache-status")).toMatch(/^portal; /);
      expect(await answer.text()).toBe(HTML.replace(' nonce="abc123=="', ""));
    }
    expect(site.appCalls()).toBe(0);
    expect(site.fills).toEqual(["/"]);
    expect(
      (await site.get("/", { [FILL_HEADER]: FILL_SECRET })).headers.get("cache-status"),
    ).toBeNull();
    expect(site.appCalls()).toBe(1);
  });

  it("takes a configured fill secret only when it is long enough to be one", () => {
    const configured = "s".repeat(32);
    expect(fillSecret(configured)).toBe(configured);
    for (const weak of [undefined, "", "1", "s".repeat(31)]) {
      const secret = fillSecret(weak);
      expect(secret).not.toBe(weak);
      expect(secret).not.toBe(fillSecret(weak));
      expect(secret.length).toBeGreaterThanOrEqual(32);
    }
  });

  it("sends bytes that decompress to the page in each encoding", async () => {
    const site = await harness(() => page(HTML));
    await site.get("/");
    const raw = async (encoding: string) => {
      const { request } = await import("node:http");
      return new Promise<Buffer>((resolve) => {
        request(`${site.base}/`, { headers: { "accept-encoding": encoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => resolve(Buffer.concat(chunks)));
        }).end();
      });
    };
    const expected = HTML.replace(' nonce="abc123=="', "");
    expect(brotliDecompressSync(await raw("br")).toString()).toBe(expected);
    expect(gunzipSync(await raw("gzip")).toString()).toBe(expected);
    expect((await raw("identity")).toString()).toBe(expected);
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const site = await harness(() => page(HTML));
    const first = await site.get("/", { "accept-encoding": "br" });
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^".+-br"$/);
    const again = await site.get("/", { "accept-encoding": "br", "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    const other = await site.get("/", { "if-none-match": '"something-else"' });
    expect(other.status).toBe(200);
  });

  it("never serves a request that carries a personal cookie", async () => {
    const site = await harness(() => page(HTML));
    await site.get("/");
    for (const cookie of ["portal_session=abc", "theme=dark; __Host-portal_preview=1"]) {
      const response = await site.get("/", { cookie });
      expect(await response.text()).toBe("from the app");
    }
    // Another cookie of no meaning to the app does not make a page personal.
    expect(await (await site.get("/", { cookie: "lb=7" })).text()).toContain("<h1>Home</h1>");
    expect(site.fills).toEqual(["/"]);
  });

  it("passes a page it could not share to the visitor and then lets the app answer that address", async () => {
    const site = await harness(() => page("<h1>Not found</h1>", [], 404));
    const first = await site.get("/nowhere");
    expect(first.status).toBe(404);
    expect(await first.text()).toBe("<h1>Not found</h1>");
    const second = await site.get("/nowhere");
    expect(await second.text()).toBe("from the app");
    expect(site.fills).toEqual(["/nowhere"]);
  });

  it("answers with the visitor's own request id, once, never the fill's: rendered, kept or not shared", async () => {
    const site = await harness((url) =>
      url === "/gone"
        ? page("<h1>Not found</h1>", [["x-request-id", "fill-of-gone"]], 404)
        : page(HTML, [["x-request-id", "fill-of-home"]]),
    );
    for (const [path, id] of [
      ["/", "visitor-1"],
      ["/", "visitor-2"],
      ["/gone", "visitor-3"],
    ] as const) {
      const answer = await site.get(path, { "x-request-id": id });
      await answer.arrayBuffer();
      // fetch joins repeated headers with ", ": one id is exactly the id.
      expect(answer.headers.get("x-request-id"), path).toBe(id);
    }
    const notModified = await site.get("/", {
      "x-request-id": "visitor-4",
      "if-none-match": (await site.get("/")).headers.get("etag") ?? "",
    });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("x-request-id")).toBe("visitor-4");
  });

  it("leaves to the app what it must not cache: other methods, private paths, bodies, odd targets", async () => {
    const site = await harness(() => page(HTML));
    expect(await (await site.get("/private/x")).text()).toBe("from the app");
    const posted = await fetch(`${site.base}/`, { method: "POST", body: "a=1" });
    expect(await posted.text()).toBe("from the app");
    expect(site.fills).toEqual([]);
  });

  it("renders once for many visitors arriving together", async () => {
    const site = await harness(() => page(HTML));
    const answers = await Promise.all(Array.from({ length: 20 }, () => site.get("/blog")));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(site.fills).toEqual(["/blog"]);
  });

  it("serves a stale page while one refresh renders the new one", async () => {
    let version = 1;
    const site = await harness(() => page(`<h1>v${version}</h1>`));
    expect(await (await site.get("/")).text()).toBe("<h1>v1</h1>");
    version = 2;
    site.advance(1500);
    expect(await (await site.get("/")).text()).toBe("<h1>v1</h1>");
    // The refresh renders in the background: until it lands, the stale page (and no second refresh).
    await vi.waitFor(async () => expect(await (await site.get("/")).text()).toBe("<h1>v2</h1>"));
    expect(site.fills).toEqual(["/", "/"]);
  });

  it("forgets every page on a purge, and a render begun before it is not kept", async () => {
    let version = 1;
    let release: () => void = () => {};
    const site = await harness(() => page(`<h1>v${version}</h1>`), {});
    await site.get("/");
    site.cache.purge();
    version = 2;
    expect(await (await site.get("/")).text()).toBe("<h1>v2</h1>");

    // A slow fill that a purge overtakes. The purge waits until the fill has begun (a fixed
    // pause was a race on a loaded machine: released before it began, the fill never ended).
    let began: () => void = () => {};
    const fillBegan = new Promise<void>((resolve) => {
      began = resolve;
    });
    const slow = await harness(() => page(`<h1>v${version}</h1>`), {
      async fill() {
        await new Promise<void>((resolve) => {
          release = resolve;
          began();
        });
        return page("<h1>old</h1>");
      },
    });
    const pending = slow.get("/");
    await fillBegan;
    slow.cache.purge();
    release();
    expect(await (await pending).text()).toBe("<h1>old</h1>");
    expect(slow.cache.stats.entries).toBe(0);
  });

  it("forgets on a purge only the pages carrying one of its tags, and those that carry none", async () => {
    const tagsOf: Record<string, string | undefined> = {
      "/about": "type:aboutPage id:aboutPage type:siteSettings",
      "/blog-grid": "type:post id:post-1 id:post-2 type:siteSettings",
      "/blog-details/one": "type:post id:post-1 id:author-1",
      "/untagged": undefined,
      "/too-many": "*",
    };
    const site = await harness((url) => {
      const tags = tagsOf[url];
      return page(`<h1>${url}</h1>`, tags === undefined ? [] : [[CONTENT_TAGS_HEADER, tags]]);
    });
    const status = async (path: string) => (await site.get(path)).headers.get("cache-status");
    for (const path of Object.keys(tagsOf)) await site.get(path);
    // The tags stay with the host: a visitor never sees them.
    expect((await site.get("/about")).headers.get(CONTENT_TAGS_HEADER)).toBeNull();

    site.cache.purge(["type:post", "id:post-1"]);
    expect(await status("/about")).toMatch(/^portal; hit/);
    expect(await status("/blog-grid")).toMatch(/^portal; fwd=uri-miss/);
    expect(await status("/blog-details/one")).toMatch(/^portal; fwd=uri-miss/);
    expect(await status("/untagged")).toMatch(/^portal; fwd=uri-miss/);
    expect(await status("/too-many")).toMatch(/^portal; fwd=uri-miss/);

    // An author's page names only the posts that show it.
    site.cache.purge(["type:author", "id:author-1", "id:post-1"]);
    expect(await status("/blog-details/one")).toMatch(/^portal; fwd=uri-miss/);
    expect(await status("/blog-grid")).toMatch(/^portal; fwd=uri-miss/);
    expect(await status("/about")).toMatch(/^portal; hit/);

    site.cache.purge();
    expect(await status("/about")).toMatch(/^portal; fwd=uri-miss/);
  });

  it("says in Cache-Status (RFC 9211) whether it served from memory, fresh or stale, rendered, or left the request alone", async () => {
    const site = await harness((url) =>
      url === "/missing" ? page("<h1>Not found</h1>", [], 404) : page(HTML),
    );
    const status = async (path: string, headers: Record<string, string> = {}) =>
      (await site.get(path, headers)).headers.get("cache-status");
    expect(await status("/")).toBe("portal; fwd=uri-miss; stored");
    expect(await status("/")).toBe("portal; hit; ttl=1");
    site.advance(1500);
    expect(await status("/")).toBe("portal; hit; ttl=-1");
    const etag = (await site.get("/")).headers.get("etag") ?? "";
    expect((await site.get("/", { "if-none-match": etag })).headers.get("cache-status")).toMatch(
      /^portal; hit/,
    );
    expect(await status("/missing")).toBe("portal; fwd=uri-miss; fwd-status=404");
    expect(await status("/missing")).toBe("portal; fwd=uri-miss");
    expect(await status("/", { cookie: "portal_session=abc" })).toBe("portal; fwd=bypass");
    expect(await status("/private/x")).toBe("portal; fwd=bypass");
    const posted = await fetch(`${site.base}/`, { method: "DELETE" });
    expect(posted.headers.get("cache-status")).toBe("portal; fwd=method");
    // Visitors arriving together: one renders, the others wait for its page.
    site.cache.purge();
    const together = await Promise.all([site.get("/"), site.get("/")]);
    expect(together.map((answer) => answer.headers.get("cache-status")).sort()).toEqual([
      "portal; fwd=uri-miss; collapsed; stored",
      "portal; fwd=uri-miss; stored",
    ]);
  });

  it("renders a page apart for each origin a proxy on this machine names, and passes it on", async () => {
    const requests: { url: string; forwardedProto?: string; forwardedHost?: string }[] = [];
    const site = await harness(() => page(HTML), {
      async fill(request) {
        requests.push(request);
        return page(HTML);
      },
    });
    await site.get("/");
    await site.get("/", { "x-forwarded-proto": "https", "x-forwarded-host": "www.example.org" });
    await site.get("/", { "x-forwarded-proto": "https", "x-forwarded-host": "www.example.org" });
    expect(
      requests.map(({ forwardedProto, forwardedHost }) => [forwardedProto, forwardedHost]),
    ).toEqual([
      [undefined, undefined],
      ["https", "www.example.org"],
    ]);
  });

  it("lets the app answer when a render fails", async () => {
    const site = await harness(() => {
      throw new Error("loopback down");
    });
    expect(await (await site.get("/")).text()).toBe("from the app");
    expect(site.appCalls()).toBe(1);
  });
});
