import { main } from "./command-line.js";
import { EXIT_CODES } from "./exit-codes.js";

const [command, ...rest] = process.argv.slice(2);
// `repo-agent check-workflow FILE…` is a command of its own; its parser is loaded only for it.
const run =
  command === "check-workflow"
    ? import("./workflow-check/command.js").then((loaded) => loaded.checkWorkflowCommand(rest))
    : main(process.argv.slice(2), process.env);

run.then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`repo-agent: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(EXIT_CODES.error);
  },
);
