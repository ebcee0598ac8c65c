/**
 * The text scan of every page the browser tests open (issue 25, "No technical text reaches staff"):
 * beside each accessibility scan, the page's visible text is read and searched for what the system
 * says to itself: error codes, status codes, raw enum values and setting keys, ISO dates, record ids,
 * `undefined`/`null`/`NaN`/`[object Object]` and untranslated i18n keys. A finding fails the test with
 * the text and the URL, like an axe violation.
 */

export interface TextFinding {
  /** What kind of technical text (one of TECHNICAL_TEXT's names). */
  kind: string;
  /** The words around it, as the page shows them. */
  excerpt: string;
}

/** Record ids as the demo API makes them (`trx-123`, `vch-mwx4xz961`, `usr-admin`). */
const ID_PREFIXES =
  "trx|prd|vch|vcd|brd|str|bnr|rwd|lyl|tier|tpl|ntf|nsc|faq|fgr|cat|var|wp|wle|udv|snt|ses|rx|rcl|pgc|pch|pac|chg|bat|adr|act|reg|srl";

export const TECHNICAL_TEXT: { name: string; pattern: RegExp }[] = [
  { name: "error code", pattern: /\b(validation_error|not_found|internal_error|bad_request)\b/ },
  {
    name: "status code",
    pattern:
      /\bstatus code\b|\bkode status\b|ステータスコード|\bRequest failed\b|\bHTTP [1-5]\d\d\b/i,
  },
  {
    name: "programming value",
    pattern: /\bundefined\b|\bNaN\b|\bnull\b|\[object \w+\]|\bInvalid Date\b/,
  },
  // NOT_ALLOWED, WAITING_PAYMENT, TRX_CODE_PREFIX (one underscore at least, capitals and digits only).
  { name: "enum value or setting key", pattern: /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/ },
  // biteship.grab_express
  { name: "enum value", pattern: /\b[a-z]+\.[a-z]+_[a-z_]+\b/ },
  // 2026-11-15, 2026-11-15T08:30
  { name: "ISO date", pattern: /\b\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2})?\b/ },
  {
    name: "record id",
    pattern: new RegExp(`\\b(?:usr-[a-z0-9-]+|(?:${ID_PREFIXES})-(?=[a-z0-9-]*\\d)[a-z0-9-]+)\\b`),
  },
  // promotions:vouchers.batches.title, crud.errorState.retry: three or more dotted words, or a
  // namespace and a dotted path; never inside an e-mail address, a link or a file path.
  {
    name: "untranslated key",
    pattern:
      /(?<![@\w./:-])(?:[a-z]+:[a-z][a-zA-Z]*(?:\.[a-z][a-zA-Z]*)+|[a-z][a-zA-Z]*(?:\.[a-z][a-zA-Z]*){2,})(?![\w/@-]|\.\w)/,
  },
];

/** Where the scan looks: the page's visible text, with `\n` between blocks. */
export function findTechnicalText(text: string): TextFinding[] {
  const findings: TextFinding[] = [];
  for (const line of text.split("\n")) {
    for (const { name, pattern } of TECHNICAL_TEXT) {
      const match = pattern.exec(line);
      if (!match) continue;
      // A host name written without its scheme ("www.example.co.id") is not a key.
      if (name === "untranslated key" && match[0].startsWith("www.")) continue;
      const start = Math.max(0, match.index - 30);
      const excerpt = line.slice(start, match.index + match[0].length + 30).trim();
      findings.push({ kind: name, excerpt });
    }
  }
  return findings;
}

/**
 * Runs in the page: its visible text, block by block. Text inside inputs is what the user typed and
 * is not read; neither is text hidden from everyone (`display: none`, `visibility: hidden`, closed
 * overlays) nor code the page shows on purpose (`<code>`, `<pre>`: a voucher code, a template's
 * variables).
 */
export function readVisibleText(): string {
  const lines: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  let current = "";
  let lastParent: Element | null = null;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent) continue;
    if (parent.closest("script, style, noscript, code, pre, textarea, [contenteditable=true]"))
      continue;
    if (!parent.checkVisibility({ checkOpacity: false, checkVisibilityCSS: true })) continue;
    const text = node.textContent ?? "";
    if (!text.trim()) continue;
    const block = parent.closest("p, li, td, th, div, h1, h2, h3, h4, h5, h6, label, button, a");
    if (block !== lastParent && current) {
      lines.push(current);
      current = "";
    }
    lastParent = block;
    current += text;
  }
  if (current) lines.push(current);
  return lines.join("\n");
}
