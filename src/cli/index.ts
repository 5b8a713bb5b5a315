import { main } from "./command-line.js";
import { EXIT_CODES } from "./exit-codes.js";

main(process.argv.slice(2), process.env).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`repo-agent: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(EXIT_CODES.error);
  },
);
