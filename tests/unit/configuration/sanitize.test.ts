import { describe, expect, it } from "vitest";

import {
  isRichTextEmpty,
  sanitizeHtml,
  sanitizeHtmlWithoutDom,
} from "@/components/rich-text/sanitize";

const ATTACKS = [
  '<p>Hi</p><script>alert("x")</script>',
  '<p onclick="alert(1)">Hi</p>',
  '<img src="https://cdn.example.com/a.png" onerror="alert(1)">',
  '<a href="javascript:alert(1)">Hi</a>',
  '<a href="java\tscript:alert(1)">Hi</a>',
  '<a href="&#106;avascript:alert(1)">Hi</a>',
  '<a href="JaVaScRiPt:alert(1)">Hi</a>',
  '<img src="javascript:alert(1)">',
  '<img src="data:text/html;base64,PHNjcmlwdD4=">',
  '<iframe src="https://evil.example"></iframe><p>after</p>',
  '<style>p{color:red}</style><p style="color:red">styled</p>',
  '<svg onload="alert(1)"><p>x</p></svg>',
  '<p>a</p><SCRIPT SRC="https://evil.example/x.js"></SCRIPT>',
  '<div><form action="https://evil.example"><input name="x"></form></div>',
];

// Both paths follow the same policy: DOMPurify where a DOM exists (browser, jsdom) and the
// allowlist tokenizer the Node demo backend uses.
describe.each([
  ["DOMPurify", sanitizeHtml],
  ["without a DOM", sanitizeHtmlWithoutDom],
])("sanitiser (%s)", (_, sanitize) => {
  it.each(ATTACKS)("removes scripts, handlers and unsafe URLs: %s", (html) => {
    const out = sanitize(html).toLowerCase();
    expect(out).not.toContain("<script");
    expect(out).not.toContain("alert");
    expect(out).not.toMatch(/\son\w+=/);
    expect(out).not.toContain("javascript");
    expect(out).not.toContain("<iframe");
    expect(out).not.toContain("<style");
    expect(out).not.toContain("style=");
    expect(out).not.toContain("<svg");
    expect(out).not.toContain("<form");
    expect(out).not.toContain("<input");
    expect(out).not.toContain("data:text/html");
  });

  it("keeps the allowed formatting", () => {
    const html =
      "<h2>Title</h2><h3>Sub</h3><h4>Small</h4><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s><br></p>" +
      "<ul><li>one</li></ul><ol><li>two</li></ol><blockquote><p>quote</p></blockquote>";
    const out = sanitize(html);
    for (const tag of [
      "h2",
      "h3",
      "h4",
      "p",
      "strong",
      "em",
      "u",
      "s",
      "ul",
      "ol",
      "li",
      "blockquote",
    ])
      expect(out).toContain(`<${tag}>`);
    expect(out).toContain("<br>");
    expect(out).toContain("Title");
    expect(out).toContain("quote");
  });

  it("turns h1, h5 and unknown tags into their text", () => {
    expect(sanitize("<h1>Big</h1><div><span>inner</span></div>")).toBe("Biginner");
  });

  it("keeps http(s) and mailto links, opening in a new tab without referrer", () => {
    for (const href of [
      "https://optik.example/a?b=1&c=2",
      "http://optik.example",
      "mailto:halo@optik.example",
    ]) {
      const out = sanitize(`<a href="${href}" onmouseover="x()">link</a>`);
      const doc = new DOMParser().parseFromString(out, "text/html");
      const a = doc.querySelector("a")!;
      expect(a.getAttribute("href")).toBe(href);
      expect(a.getAttribute("rel")).toBe("noopener noreferrer");
      expect(a.getAttribute("target")).toBe("_blank");
      expect(a.hasAttribute("onmouseover")).toBe(false);
    }
  });

  it("keeps https and data:image images, drops others", () => {
    const ok = sanitize('<img src="https://cdn.example.com/a.png" alt="Frame">');
    expect(ok).toContain('src="https://cdn.example.com/a.png"');
    expect(ok).toContain('alt="Frame"');
    expect(sanitize('<img src="data:image/png;base64,iVBORw0KGgo=">')).toContain(
      'src="data:image/png;base64,iVBORw0KGgo="',
    );
    expect(sanitize('<img src="http://insecure.example/a.png">')).not.toContain("<img");
  });

  it("never lets text become markup", () => {
    const out = sanitize("<p>1 &lt; 2 &amp;&amp; 3 &gt; 2</p>");
    const doc = new DOMParser().parseFromString(out, "text/html");
    expect(doc.body.textContent).toBe("1 < 2 && 3 > 2");
    expect(doc.querySelectorAll("*").length).toBe(4); // html, head, body, p
  });
});

describe("isRichTextEmpty", () => {
  it("sees an empty editor as empty and an image as content", () => {
    expect(isRichTextEmpty("")).toBe(true);
    expect(isRichTextEmpty("<p></p>")).toBe(true);
    expect(isRichTextEmpty("<p> &nbsp; </p>")).toBe(true);
    expect(isRichTextEmpty("<p>x</p>")).toBe(false);
    expect(isRichTextEmpty('<p><img src="https://a.example/b.png"></p>')).toBe(false);
  });
});
