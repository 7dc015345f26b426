import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Where this machine reaches the server: its bound address, or the IPv4
 * loopback when it listens on every address. (The page cache's fills and
 * `npm run ops` call the server this way.)
 */
export function reachableAt(bound: AddressInfo): { host: string; port: number } {
  const wildcard = bound.address === "0.0.0.0" || bound.address === "::";
  return { host: wildcard ? "127.0.0.1" : bound.address, port: bound.port };
}

/** `host:port` of a listening server, for a URL (IPv6 in brackets). */
export function loopbackOf(server: Server): string {
  const bound = server.address();
  if (!bound || typeof bound === "string") throw new Error("The server is not listening on TCP.");
  const { host, port } = reachableAt(bound);
  return host.includes(":") ? `[${host}]:${port}` : `${host}:${port}`;
}
