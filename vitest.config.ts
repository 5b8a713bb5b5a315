import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    setupFiles: ["test/setup/git-templates.ts"],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // In CI a JSON report is written too, so the CI script can print one plain closing line.
    reporters: process.env.CI ? ["default", ["json", { outputFile: ".ci/test-results.json" }]] : ["default"],
  },
});
