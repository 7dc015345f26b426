/** The baseline: a bare node:http server answering a fixed JSON body. */
import { createServer } from "node:http";

const body = process.env.BENCH_BODY ?? "{}";
const server = createServer((_req, res) => {
  res.writeHead(200, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(body),
  });
  res.end(body);
});
server.listen(Number(process.env.PORT), "127.0.0.1", () => console.log("ready"));
