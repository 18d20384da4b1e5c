// A tiny allowlist for the API's info-page HTML until the shared sanitizer (lib/sanitize.ts)
// lands: everything is escaped, then only bare p, h2, h3, ul, li and strong tags (no
// attributes) are let back in. Anything else shows as text, never as markup.

const ALLOWED = ['p', 'h2', 'h3', 'ul', 'li', 'strong'] as const;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

const TAG = new RegExp(`&lt;(/?)(${ALLOWED.join('|')})&gt;`, 'g');

export function simpleHtml(html: string): string {
  return (
    escapeHtml(html)
      .replace(TAG, (_m, slash: string, tag: string) => `<${slash}${tag}>`)
      // Entities the API already wrote (&nbsp;, &amp;) were double-escaped above: restore the safe ones.
      .replace(/&amp;(nbsp|amp|lt|gt|quot|#\d{1,5});/g, '&$1;')
  );
}
