import sanitizeHtmlLib, { type IOptions } from 'sanitize-html';

// The one sanitizer for HTML that comes from the API or from users (HELPER_BRIEF: "user/API HTML
// goes through the one sanitizer"). Server side only: sanitize-html is ~100 KB and must not reach
// the client bundle, so only server components import this module.
//
// An allowlist: the tags an article needs, a few attributes each, and http(s) or relative URLs
// only. Everything else (script, iframe, svg, style, every on* handler, javascript:/data:/vbscript:
// URLs in any encoding) is dropped.

const OPTIONS: IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'em',
    'b',
    'i',
    'ul',
    'ol',
    'li',
    'blockquote',
    'img',
    'a',
    'figure',
    'figcaption',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
    a: ['href', 'rel'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  // "//evil.example" would inherit the page's scheme and leave the site unnoticed.
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // script/style/textarea/noscript keep nothing, not even their text.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'template',
    'title',
  ],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      // Links in content are not endorsements and must not reach back through window.opener.
      attribs: { ...(attribs.href ? { href: attribs.href } : {}), rel: 'nofollow noopener' },
    }),
    // img: per call, see bodyImages below.
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/**
 * The last results of a pure string function, keyed by its input (the HTML itself is its own
 * version: an edited body is a new key). Article pages sanitize and text-extract the same bodies
 * on every view; parsing them again was a large share of an article's server CPU.
 * Bounded, oldest entry out first, so memory stays flat whatever is read.
 */
function memoised(fn: (html: string) => string, max = 256): (html: string) => string {
  const results = new Map<string, string>();
  return (html) => {
    const hit = results.get(html);
    if (hit !== undefined) return hit;
    const out = fn(html);
    if (results.size >= max) results.delete(results.keys().next().value!);
    results.set(html, out);
    return out;
  };
}

/**
 * Body images load lazily (native lazy loading keeps the article's client JS at zero), except the
 * first: it is often on the first screen and then the page's largest paint, which a lazy image
 * delays (Lighthouse's LCP request discovery on article pages).
 */
function bodyImages(): NonNullable<IOptions['transformTags']>[string] {
  let eager = true;
  return (tagName, attribs) => {
    const loading = eager && attribs.src ? 'eager' : 'lazy';
    if (attribs.src) eager = false;
    return { tagName, attribs: { ...attribs, loading, decoding: 'async' } };
  };
}

const sanitizeOnce = memoised((html) =>
  sanitizeHtmlLib(html, {
    ...OPTIONS,
    transformTags: { ...OPTIONS.transformTags, img: bodyImages() },
  }),
);

/** Sanitizes rich HTML (article bodies and other API HTML) to the allowlist above. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeOnce(html);
}

const TEXT_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes user text for places where it is put into HTML by hand: nothing in it is markup. */
export function escapeText(text: string | null | undefined): string {
  return (text ?? '').replace(/[&<>"']/g, (c) => TEXT_ESCAPES[c]!);
}

/** Plain text of an HTML fragment (descriptions, JSON-LD): tags removed, entities kept readable. */
export function htmlToText(html: string | null | undefined): string {
  return html ? textOnce(html) : '';
}

const textOnce = memoised((html) =>
  sanitizeHtmlLib(html, {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: OPTIONS.nonTextTags,
  })
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim(),
);
