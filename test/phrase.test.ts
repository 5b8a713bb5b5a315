import { describe, expect, it } from "vitest";
import { findTask } from "../src/github/trigger/phrase.js";

const phrase = "/agent";

describe("findTask", () => {
  it("takes the text after the phrase as the task", () => {
    expect(findTask("/agent fix the flaky date test", phrase)).toBe("fix the flaky date test");
    expect(findTask("Thanks! /agent add a changelog entry", phrase)).toBe("add a changelog entry");
  });

  it("returns undefined when the phrase is absent", () => {
    expect(findTask("please fix the date test", phrase)).toBeUndefined();
    expect(findTask("", phrase)).toBeUndefined();
  });

  it("returns an empty task when nothing follows the phrase", () => {
    expect(findTask("/agent", phrase)).toBe("");
    expect(findTask("Looks wrong to me.\n/agent   \n", phrase)).toBe("");
  });

  it("ignores case", () => {
    expect(findTask("/AGENT Fix It", phrase)).toBe("Fix It");
    expect(findTask("/agent fix", "/Agent")).toBe("fix");
  });

  it("keeps every line of a multi-line task", () => {
    expect(findTask("/agent do these:\n- rename foo\n- update the docs\n", phrase)).toBe(
      "do these:\n- rename foo\n- update the docs",
    );
  });

  it("drops a colon or comma typed right after the phrase", () => {
    expect(findTask("/agent: fix it", phrase)).toBe("fix it");
    expect(findTask("/agent, fix it", phrase)).toBe("fix it");
  });

  it("counts the phrase after whitespace or punctuation and before punctuation", () => {
    expect(findTask("(/agent fix it)", phrase)).toBe("fix it)");
    expect(findTask('"/agent" is the command', phrase)).toBe('" is the command');
    expect(findTask("hi,/agent go", phrase)).toBe("go");
    expect(findTask("run /agent.", phrase)).toBe(".");
    expect(findTask("run /agent! now", phrase)).toBe("! now");
    expect(findTask("line\n/agent\tgo", phrase)).toBe("go");
  });

  it("does not count the phrase inside a longer word, path or URL", () => {
    expect(findTask("/agentic workflows are neat", phrase)).toBeUndefined();
    expect(findTask("see x/agent for details", phrase)).toBeUndefined();
    expect(findTask("docs at https://example.com/agent please", phrase)).toBeUndefined();
    expect(findTask("/agent-config is a file", phrase)).toBeUndefined();
    expect(findTask("the /agent/readme page", phrase)).toBeUndefined();
    expect(findTask("open /agent.md", phrase)).toBeUndefined();
    expect(findTask("a//agent b", phrase)).toBeUndefined();
  });

  it("takes the first occurrence that counts", () => {
    expect(findTask("x/agent no\n/agent yes /agent too", phrase)).toBe("yes /agent too");
  });

  it("does not count the phrase in an inline code span", () => {
    expect(findTask("Type `/agent fix it` to ask for a fix.", phrase)).toBeUndefined();
    expect(findTask("Use ``/agent `x` `` to start.", phrase)).toBeUndefined();
    expect(findTask("Type `/agent` then:\n/agent real task", phrase)).toBe("real task");
  });

  it("treats an unmatched backtick as text", () => {
    expect(findTask("a ` b /agent go", phrase)).toBe("go");
  });

  it("does not join backticks across paragraphs into a code span", () => {
    expect(findTask("one ` tick\n\n/agent go ` here", phrase)).toBe("go ` here");
  });

  it("does not count the phrase in a fenced code block", () => {
    const text = "Reproduce with:\n```sh\n/agent fix\n```\nThat is all.";
    expect(findTask(text, phrase)).toBeUndefined();
    expect(findTask("~~~\n/agent fix\n~~~", phrase)).toBeUndefined();
    expect(findTask("````\n```\n/agent fix\n```\n````", phrase)).toBeUndefined();
  });

  it("treats a fence that is never closed as code to the end", () => {
    expect(findTask("```\n/agent fix", phrase)).toBeUndefined();
  });

  it("finds the phrase after a fenced block and keeps the block when it follows the phrase", () => {
    expect(findTask("```\n/agent x\n```\n/agent apply:\n```\ncode\n```", phrase)).toBe(
      "apply:\n```\ncode\n```",
    );
  });

  it("handles Windows line endings in fences", () => {
    expect(findTask("```\r\n/agent x\r\n```\r\n/agent go", phrase)).toBe("go");
  });

  it("does not count the phrase in a block quote, where someone else is quoted", () => {
    expect(findTask("> /agent fix the date test\n\nI agree with this.", phrase)).toBeUndefined();
    expect(findTask("> /agent old request\n\n/agent new request", phrase)).toBe("new request");
  });

  it("works with a phrase that is a mention", () => {
    expect(findTask("@repo-bot please rebase", "@repo-bot")).toBe("please rebase");
    expect(findTask("mail me@repo-bot.dev", "@repo-bot")).toBeUndefined();
  });

  it("treats regular expression characters in the phrase literally", () => {
    expect(findTask("!fix+ now", "!fix+")).toBe("now");
    expect(findTask("!fixx now", "!fix+")).toBeUndefined();
  });

  it("never matches an empty phrase", () => {
    expect(findTask("anything", "  ")).toBeUndefined();
  });
});
