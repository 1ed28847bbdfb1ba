import { connect } from "node:net";

export interface RawAnswer {
  status: number;
  headers: Record<string, string[]>;
  body: Buffer;
}

/**
 * One HTTP/1.1 exchange written byte for byte: request targets no client library sends as they are
 * (absolute form, backslashes, raw control characters), methods fetch refuses to send (TRACE,
 * CONNECT), any Host, bodies of raw bytes; so the server sees exactly what an attacker would send.
 * A server that neither answers nor closes within `timeoutMs` fails the request.
 */
export function rawRequest(
  port: number,
  target: string,
  {
    method = "GET",
    host = `127.0.0.1:${port}`,
    headers = {},
    body = "",
    timeoutMs = 15_000,
  }: {
    method?: string;
    host?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    timeoutMs?: number;
  } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.setTimeout(timeoutMs, () => {
      socket.destroy();
      reject(new Error(`${method} ${target}: no answer within ${timeoutMs} ms`));
    });
    socket.on("end", () => {
      const all = Buffer.concat(chunks);
      const split = all.indexOf("\r\n\r\n");
      const head = all.subarray(0, split).toString("latin1").split("\r\n");
      const status = Number(head[0]?.split(" ")[1]);
      const parsed: Record<string, string[]> = {};
      for (const line of head.slice(1)) {
        const at = line.indexOf(":");
        const name = line.slice(0, at).trim().toLowerCase();
        (parsed[name] ??= []).push(line.slice(at + 1).trim());
      }
      const rest = all.subarray(split + 4);
      resolve({ status, headers: parsed, body: parsed["transfer-encoding"] ? dechunk(rest) : rest });
    });
    const lines = [
      `${method} ${target} HTTP/1.1`,
      `Host: ${host}`,
      "Connection: close",
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      ...(body.length > 0 ? [`Content-Length: ${Buffer.byteLength(body)}`] : []),
    ];
    socket.write(Buffer.concat([Buffer.from(`${lines.join("\r\n")}\r\n\r\n`, "latin1"), Buffer.from(body)]));
  });
}

function dechunk(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < data.length) {
    const lineEnd = data.indexOf("\r\n", at);
    const size = parseInt(data.subarray(at, lineEnd).toString("latin1"), 16);
    if (!size) break;
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/**
 * A visitor who leaves mid-page: asks for `target`, and closes the connection as soon as the first
 * bytes of the answer arrive (or after `afterMs` without any).
 */
export function leaveMidAnswer(
  port: number,
  target: string,
  { encoding = "identity", afterMs = 15_000 }: { encoding?: string; afterMs?: number } = {},
): Promise<number> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let received = 0;
    const leave = () => {
      socket.destroy();
      resolve(received);
    };
    socket.on("data", (chunk) => {
      received += chunk.length;
      leave();
    });
    socket.on("error", leave);
    socket.setTimeout(afterMs, leave);
    socket.write(
      `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept: text/html\r\nAccept-Encoding: ${encoding}\r\n\r\n`,
    );
  });
}
