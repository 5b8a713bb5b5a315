import { EXIT_CODES, main } from "./command-line.js";

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`repo-agent: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(EXIT_CODES.error);
  },
);
