/**
 * The servers of the sandbox start-up benchmark (sandbox-start.ts), in a process of their own so
 * that serving never competes with the measuring process's event loop: the fake model server and
 * a GitHub API that answers 200 to anything. It prints one JSON line with both addresses, then a
 * line `{"request": <ms since the epoch>}` for every model request as it arrives (each answered
 * with a final text, no tool call). It ends when its stdin closes.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { startModelServer } from "../test/fakes/model-server.js";

const now = (): number => performance.timeOrigin + performance.now();

const model = await startModelServer();
model.setDefaultTurn(() => {
  process.stdout.write(`${JSON.stringify({ request: now() })}\n`);
  return { text: "Done." };
});
const github = createServer((_req, res) => {
  res.writeHead(200, { "content-type": "application/json" });
  res.end("{}");
});
await new Promise<void>((resolve) => github.listen(0, "127.0.0.1", resolve));
process.stdout.write(
  `${JSON.stringify({ model: model.url, github: `http://127.0.0.1:${(github.address() as AddressInfo).port}` })}\n`,
);

process.stdin.resume();
process.stdin.on("end", () => {
  github.closeAllConnections();
  github.close();
  void model.close().then(() => process.exit(0));
});
