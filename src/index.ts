import * as core from "@actions/core";
import { run } from "./main.js";

run().catch((error: unknown) => {
  core.setFailed(`Repo Agent failed unexpectedly: ${error instanceof Error ? error.stack ?? error.message : String(error)}`);
});
