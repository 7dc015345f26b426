import { type OutgoingHttpHeaders, request } from "node:http";

/** One answer exactly as it travelled: status, headers and the body's bytes (still encoded). */
export interface CapturedAnswer {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

/** Headers that belong to one connection or one moment, not to the answer. */
const PER_CONNECTION = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);

export function capture(
  origin: string,
  path: string,
  headers: Record<string, string>,
): Promise<CapturedAnswer> {
  return new Promise((resolve, reject) => {
    request(new URL(path, origin), { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => {
        const body = Buffer.concat(chunks);
        const kept: OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(response.headers)) {
          if (!PER_CONNECTION.has(name) && value !== undefined) kept[name] = value;
        }
        kept["content-length"] = String(body.length);
        resolve({ status: response.statusCode ?? 0, headers: kept, body });
      });
    })
      .on("error", reject)
      .end();
  });
}

/** The captured answers in the form scripts/bench/bare-server.ts reads (BENCH_RESPONSES). */
export function responsesFile(answers: Map<string, CapturedAnswer>): string {
  const file: Record<string, { status: number; headers: OutgoingHttpHeaders; body: string }> = {};
  for (const [path, answer] of answers) {
    file[path] = { ...answer, body: answer.body.toString("base64") };
  }
  return JSON.stringify(file);
}
