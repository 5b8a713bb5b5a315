// Bundled at build time: the command line runs from dist/cli/, where no package.json sits beside it.
import packageJson from "../../package.json" with { type: "json" };

/** The version of this build, from package.json. */
export const VERSION: string = packageJson.version;
