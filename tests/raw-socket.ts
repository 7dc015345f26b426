/**
 * HTTP as bytes on one socket, for the tests of what a parser or the request
 * gate does with requests no HTTP client would send.
 */
import { once } from "node:events";
import { connect, type Socket } from "node:net";

export interface RawConnection {
  socket: Socket;
  /** Everything received so far, as latin1 text. */
  received(): string;
}

/** Opens a connection and collects what comes back. */
export async function openRaw(port: number, host: string): Promise<RawConnection> {
  const socket = connect(port, host);
  await once(socket, "connect");
  let text = "";
  socket.on("data", (chunk: Buffer) => {
    text += chunk.toString("latin1");
  });
  return { socket, received: () => text };
}

/** Sends `bytes` and returns what came back once the server closed or `idleMs` passed. */
export async function sendRaw(
  port: number,
  host: string,
  bytes: string,
  idleMs = 400,
): Promise<string> {
  const connection = await openRaw(port, host);
  connection.socket.write(bytes);
  await Promise.race([
    once(connection.socket, "close"),
    new Promise((resolve) => setTimeout(resolve, idleMs)),
  ]);
  connection.socket.destroy();
  return connection.received();
}
