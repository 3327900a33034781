import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type ReceivedHook = { headers: IncomingMessage["headers"]; body: string; at: number };

/**
 * A webhook receiver on loopback: records every POST and answers with the status `answer` gives
 * for the n-th request (0-based), 200 by default.
 */
export async function startWebhookReceiver(answer: (n: number) => number = () => 200) {
  const received: ReceivedHook[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const n = received.length;
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8"), at: Date.now() });
      res.statusCode = answer(n);
      res.end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    hostPort: `127.0.0.1:${port}`,
    url: `http://127.0.0.1:${port}/hooks/shelftalk`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
