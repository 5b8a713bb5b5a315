/**
 * The push check's scan of 64 MB of content (random bytes, which hold no form of the secrets)
 * for a GitHub token and a model key: what a large binary file in a commit costs before the push.
 * The median of a few scans, each with a fresh scanner.
 */
import { randomBytes } from "node:crypto";
import { SecretScanner } from "../src/github/publish/secret-scan.js";
import { median, round } from "./stats.js";

export const SCAN_MB = 64;
const RUNS = 3;
const SECRETS = ["ghs_16C7e42F292c6912E7710c838347Ae178B4a", "sk-ant-api03-abcdefghijklmnopqrstuvwxyz0123"];

export interface SecretScanFigures {
  /** Median time to scan `SCAN_MB` megabytes, pushed a megabyte at a time. */
  scanMs: number;
  secrets: number;
}

export function benchSecretScan(): SecretScanFigures {
  const chunk = randomBytes(1024 * 1024);
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const scanner = new SecretScanner(SECRETS);
    const t0 = performance.now();
    for (let i = 0; i < SCAN_MB; i++) scanner.push(chunk);
    times.push(performance.now() - t0);
    if (scanner.found !== undefined) throw new Error(`random bytes held a ${scanner.found} secret`);
  }
  return { scanMs: round(median(times), 1), secrets: SECRETS.length };
}
