/**
 * The one HTML policy for rich text (page content, FAQ answers, banner content, e-mail bodies):
 * applied before storing (the console and the demo API) and again before showing (`RichTextView`).
 *
 * In a browser (and in jsdom tests) DOMPurify does the work. In Node without a DOM (the demo API
 * run as an HTTP backend, the contract generator) DOMPurify is not supported, so an allowlist
 * tokenizer with the same policy takes over: it keeps only the allowed tags and attributes and
 * escapes everything else, so anything it does not understand ends up as text, never as markup.
 */
import DOMPurify from "dompurify";

export const ALLOWED_TAGS = [
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
  "a",
  "img",
  "blockquote",
  "br",
] as const;

const ALLOWED_ATTR = ["href", "src", "alt", "title", "target", "rel"];

/** Tags whose whole content is dropped, not kept as text. */
const DROP_WITH_CONTENT = ["script", "style", "iframe", "object", "embed", "template", "noscript"];

const SAFE_HREF = /^(https?:|mailto:)/i;
const SAFE_SRC = /^(https:|data:image\/(png|jpe?g|gif|webp|avif);base64,)/i;

/** Browsers ignore control characters and whitespace inside URLs ("java\tscript:"): so do we. */
const normaliseUrl = (url: string) =>
  url
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0020\u007f-\u009f]/g, "")
    .trim();

export const isSafeHref = (url: string) => SAFE_HREF.test(normaliseUrl(url));
export const isSafeImageSrc = (url: string) => SAFE_SRC.test(normaliseUrl(url));

let hooked = false;
function purifier() {
  if (!DOMPurify.isSupported || typeof DOMPurify.sanitize !== "function") return null;
  if (!hooked) {
    hooked = true;
    DOMPurify.addHook("afterSanitizeAttributes", (node) => {
      const element = node as Element;
      const tag = element.tagName?.toLowerCase();
      if (tag === "a") {
        const href = element.getAttribute("href");
        if (href === null || !isSafeHref(href)) element.removeAttribute("href");
        element.setAttribute("rel", "noopener noreferrer");
        element.setAttribute("target", "_blank");
      } else if (tag === "img") {
        const src = element.getAttribute("src");
        if (src === null || !isSafeImageSrc(src)) element.remove();
      } else {
        element.removeAttribute?.("target");
        element.removeAttribute?.("rel");
      }
    });
  }
  return DOMPurify;
}

/** Sanitises rich-text HTML to the allowed formatting; safe to store and to render. */
export function sanitizeHtml(html: string): string {
  if (!html) return "";
  const purify = purifier();
  if (!purify) return sanitizeHtmlWithoutDom(html);
  return purify.sanitize(html, {
    ALLOWED_TAGS: [...ALLOWED_TAGS],
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    FORBID_TAGS: DROP_WITH_CONTENT,
  });
}

/** True when the HTML holds no visible text and no image (an empty editor gives "<p></p>"). */
export function isRichTextEmpty(html: string | null | undefined): boolean {
  if (!html) return true;
  if (/<img\b/i.test(html)) return false;
  const text = html
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;|&#160;/g, " ")
    .trim();
  return text === "";
}

// --- the DOM-free path ---------------------------------------------------------------------------

const escapeText = (text: string) => text.replace(/</g, "&lt;").replace(/>/g, "&gt;");

const escapeAttr = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const decodeEntities = (value: string) =>
  value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&colon;/gi, ":")
    .replace(/&tab;/gi, "\t")
    .replace(/&newline;/gi, "\n")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function cleanAttributes(tag: string, source: string): string | null {
  const attrs = new Map<string, string>();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase();
    if (!ALLOWED_ATTR.includes(name) || name === "target" || name === "rel") continue;
    const value = decodeEntities(match[2] ?? match[3] ?? match[4] ?? "");
    if (name === "href" && (tag !== "a" || !isSafeHref(value))) continue;
    if (name === "src" && (tag !== "img" || !isSafeImageSrc(value))) continue;
    if (!attrs.has(name)) attrs.set(name, value);
  }
  if (tag === "img" && !attrs.has("src")) return null;
  if (tag === "a") {
    attrs.set("rel", "noopener noreferrer");
    attrs.set("target", "_blank");
  }
  return [...attrs].map(([name, value]) => ` ${name}="${escapeAttr(value)}"`).join("");
}

const VOID = ["br", "img"];

/** The allowlist sanitiser used where DOMPurify has no DOM (Node). Exported for its tests. */
export function sanitizeHtmlWithoutDom(html: string): string {
  let out = "";
  const open: string[] = [];
  let rest = html.replace(/<!--[\s\S]*?(-->|$)/g, "");
  const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/;
  while (rest.length > 0) {
    const match = TAG.exec(rest);
    if (!match) {
      out += escapeText(rest);
      break;
    }
    out += escapeText(rest.slice(0, match.index));
    rest = rest.slice(match.index + match[0].length);
    const closing = match[1] === "/";
    const tag = match[2]!.toLowerCase();
    if (DROP_WITH_CONTENT.includes(tag)) {
      if (!closing) {
        const end = new RegExp(`</${tag}\\s*>`, "i").exec(rest);
        rest = end ? rest.slice(end.index + end[0].length) : "";
      }
      continue;
    }
    if (!(ALLOWED_TAGS as readonly string[]).includes(tag)) continue;
    if (closing) {
      const at = open.lastIndexOf(tag);
      if (at === -1) continue;
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    const attrs = cleanAttributes(tag, match[3] ?? "");
    if (attrs === null) continue;
    out += `<${tag}${attrs}>`;
    if (!VOID.includes(tag)) open.push(tag);
  }
  while (open.length > 0) out += `</${open.pop()}>`;
  return out;
}
