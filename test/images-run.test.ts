import { mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createCompactor } from "../src/agent/compaction.js";
import { type AgentEvent, EventBus } from "../src/agent/events.js";
import { runSession } from "../src/agent/session.js";
import { hasImages, type ImagePart } from "../src/llm/messages.js";
import { JobLogPrinter } from "../src/report/job-log.js";
import { TrajectoryWriter } from "../src/report/trajectory.js";
import { isSummaryRequest, readPart, wireProblems } from "./compaction-fixtures.js";
import { type RecordedRequest, type WireJson, wireImages, wireParts } from "./fakes/model-server.js";
import { modelServerForFile } from "./fixtures/providers.js";
import { image, JPEG_DATA, PNG_DATA } from "./image-fixtures.js";
import { COMBINATIONS, createProvider, FORMATS, NO_WAIT, registry, run } from "./loop-fixtures.js";

const SHOT_URL = "https://github.com/user-attachments/assets/0a1b2c3d-login";
const TRACE_URL = "https://github.com/user-attachments/assets/4e5f6a7b-trace";
const FIRST = `Fix the login page. Screenshot: ![shot](${SHOT_URL})`;
const SECOND = `\nStack trace: ![trace](${TRACE_URL})`;
const TASK = `${FIRST}${SECOND}\nThe button must stay visible.`;
const IMAGES: ImagePart[] = [
  image(PNG_DATA, FIRST.length, `[image 1: ${SHOT_URL}]`),
  image(JPEG_DATA, FIRST.length + SECOND.length, `[image 2: ${TRACE_URL}]`, "image/jpeg"),
];
const ALL_IMAGES = [
  { mediaType: "image/png", data: PNG_DATA },
  { mediaType: "image/jpeg", data: JPEG_DATA },
];

function firstUserContent(recorded: RecordedRequest | undefined): WireJson {
  const messages: WireJson[] = recorded?.body?.messages ?? [];
  return messages.find((message) => message.role === "user")?.content;
}

const server = await modelServerForFile();

describe.each(COMBINATIONS)(
  "a run whose task has images, $format (stream: $stream)",
  ({ format, stream }) => {
    it("sends the images in the first request, each after the text that referenced it", async () => {
      server.push({ text: "Done." });
      const { result } = await run({
        provider: await createProvider(server, format, stream),
        task: TASK,
        taskImages: IMAGES,
      });
      expect(result.conclusion).toBe("success");
      expect(wireParts(firstUserContent(server.requests[0]))).toEqual([
        { type: "text", text: FIRST },
        { type: "text", text: `[image 1: ${SHOT_URL}]` },
        { type: "image", ...ALL_IMAGES[0] },
        { type: "text", text: SECOND },
        { type: "text", text: `[image 2: ${TRACE_URL}]` },
        { type: "image", ...ALL_IMAGES[1] },
        { type: "text", text: "\nThe button must stay visible." },
      ]);
    });
  },
);

describe("a session with prompt images", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "images-run-"));
    await mkdir(join(dir, "workspace"));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("sends them, and its trajectory and job log name each image without its bytes", async () => {
    server.push({ text: "The button overflows its container." });
    const trajectory = join(dir, "trajectory.jsonl");
    const log: string[] = [];
    const printer = new JobLogPrinter({
      info: (text) => log.push(text),
      warning: (text) => log.push(`warning: ${text}`),
      startGroup: () => {},
      endGroup: () => {},
    });
    const bus = new EventBus([new TrajectoryWriter(trajectory), printer]);
    try {
      await runSession({
        settings: {
          provider: "anthropic",
          model: "claude-test",
          apiKey: "sk-test",
          baseUrl: server.anthropicBaseUrl,
          maxOutputTokens: 1024,
          stream: false,
          maxSteps: 3,
          tokenLimit: 80_000,
        },
        workspace: join(dir, "workspace"),
        prompt: TASK,
        promptImages: IMAGES,
        bus,
        signal: new AbortController().signal,
        commandEnv: { PATH: process.env.PATH },
        timing: { retry: NO_WAIT, requestTimeoutMs: 5_000 },
      });
    } finally {
      await bus.close();
    }
    expect(wireImages(server.requests[0] as RecordedRequest)).toEqual(ALL_IMAGES);

    const written = await readFile(trajectory, "utf8");
    const started = JSON.parse(written.split("\n")[0] ?? "{}");
    expect(started.images).toEqual([
      {
        label: `[image 1: ${SHOT_URL}]`,
        mediaType: "image/png",
        bytes: Buffer.from(PNG_DATA, "base64").length,
      },
      { label: `[image 2: ${TRACE_URL}]`, mediaType: "image/jpeg", bytes: 3_004 },
    ]);
    expect(written).not.toContain(PNG_DATA.slice(0, 40));
    expect(written).not.toContain(JPEG_DATA.slice(0, 40));

    expect(log.filter((line) => line.startsWith("Image: "))).toEqual([
      `Image: [image 1: ${SHOT_URL}] (image/png, 70 bytes)`,
      `Image: [image 2: ${TRACE_URL}] (image/jpeg, 3 KB)`,
    ]);
  });
});

describe.each(FORMATS)("compaction of a run whose task has images, %s", (format) => {
  it("keeps the images exactly once in every request and sends none to the summariser", async () => {
    let agentCalls = 0;
    server.setDefaultTurn((request) => {
      if (isSummaryRequest(request)) return { text: "Read parts with read_part; all filler text." };
      agentCalls++;
      return agentCalls < 8
        ? { toolCalls: [{ name: "read_part", arguments: { part: agentCalls } }] }
        : { text: "Read them all." };
    });
    const provider = await createProvider(server, format, false);
    const events: AgentEvent[] = [];
    const { result } = await run({
      provider,
      tools: registry(readPart),
      task: TASK,
      taskImages: IMAGES,
      compactor: createCompactor({ provider, tokenLimit: 6_000, retry: NO_WAIT }),
      onEvent: (event) => events.push(event),
    });
    expect(result.conclusion).toBe("success");
    expect(events.filter((event) => event.type === "compaction").length).toBeGreaterThan(0);

    const summaries = server.requests.filter(isSummaryRequest);
    const agent = server.requests.filter((request) => !isSummaryRequest(request));
    expect(summaries.length).toBeGreaterThan(0);
    for (const request of summaries) {
      expect(wireImages(request)).toEqual([]);
      expect(wireProblems(request, format)).toEqual([]);
    }
    for (const request of agent) {
      expect(wireImages(request)).toEqual(ALL_IMAGES);
      expect(wireProblems(request, format)).toEqual([]);
    }
    expect(result.messages.filter(hasImages)).toEqual([result.messages[1]]);
  });
});
