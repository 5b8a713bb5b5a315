/**
 * The tool host: started by the action as the sandbox user, it runs every coding tool (the file
 * tools and the commands) with that user's privileges and answers over stdin/stdout (see
 * src/tools/host-protocol.ts). It receives the commands' environment in its first message, never
 * in its argv, and holds nothing the commands may not see: they run as the same user.
 */
import { serveTreeRead } from "../sandbox/tree-stream.js";
import { serveTools } from "../tools/host.js";

// `read-tree`: once the agent's processes are gone, the same script, as the same user, reads the
// working tree for publishing (see src/sandbox/tree-stream.ts).
const serve = process.argv[2] === "read-tree" ? serveTreeRead : serveTools;
serve(process.stdin, process.stdout).then(
  // Background jobs are stopped; whatever else keeps the event loop alive (a stray timer) must
  // not keep the host, and the sandbox user, running.
  () => process.exit(0),
  (error: unknown) => {
    console.error(`tool host: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
