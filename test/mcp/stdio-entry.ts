import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { buildFixtureServer } from "./fixture-server.js";

/** The fixture server over stdin and stdout: `node <bundle of this file>`. */
await buildFixtureServer().connect(new StdioServerTransport());
