/**
 * The baseline: a bare node:http server. With BENCH_RESPONSES (a JSON file of
 * captured answers by path) it answers each path with the very bytes and
 * headers the site sent; otherwise a fixed JSON body.
 */
import { readFileSync } from "node:fs";
import { createServer, type OutgoingHttpHeaders } from "node:http";

interface Captured {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

const responses = new Map<string, Captured>();
if (process.env.BENCH_RESPONSES) {
  const file = JSON.parse(readFileSync(process.env.BENCH_RESPONSES, "utf8")) as Record<
    string,
    { status: number; headers: OutgoingHttpHeaders; body: string }
  >;
  for (const [path, answer] of Object.entries(file)) {
    responses.set(path, { ...answer, body: Buffer.from(answer.body, "base64") });
  }
}
const body = process.env.BENCH_BODY ?? "{}";
const fixed: Captured = {
  status: 200,
  headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
  body: Buffer.from(body),
};

const server = createServer((req, res) => {
  const answer = responses.get(req.url ?? "") ?? fixed;
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body);
});
server.listen(Number(process.env.PORT), "127.0.0.1", () => console.log("ready"));
