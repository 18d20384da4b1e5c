import { expect, test } from '@playwright/test';
import { KEY_PAGES, openKeyPage } from './a11y-pages';

// Text zoom 200 % (issue 14). A reader who sets the browser's text size to twice the default
// (Chromium's default font size preference, 16 → 32 px; Android WebView's textZoom and desktop
// Chrome's font size setting change the same value) must lose no text and see nothing hidden
// under the sticky top bar or the fixed app banner. The site sizes everything in rem from the
// viewport width (1rem = 100 design px); styles/globals.css scales that root size by the
// reader's default font size, so this preference doubles every rem.
const ZOOMED_DEFAULT_PX = 32;

test.beforeEach(() => {
  test.skip(
    test.info().project.name !== 'pixel5',
    'the layout is in rem of the viewport: one device profile is enough',
  );
});

/** What the page shows wrongly at this size: clipped text, sideways scrolling, hidden content. */
function layoutProblems(): string[] {
  const problems: string[] = [];
  const doc = document.documentElement;
  const describe = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\s+/).join('.') : ''} "${(el.textContent ?? '').trim().slice(0, 24)}"`;
  if (doc.scrollWidth > doc.clientWidth + 1) {
    // Name the outermost boxes that stick out (not those inside a scrolling or clipping box).
    const inScroller = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement)
        if (getComputedStyle(a).overflowX !== 'visible') return true;
      return false;
    };
    const sticksOut = (el: Element) =>
      el.getBoundingClientRect().right > doc.clientWidth + 1 && !inScroller(el);
    const outermost = Array.from(document.body.querySelectorAll('*')).filter(
      (el) =>
        sticksOut(el) &&
        !(el.parentElement && el.parentElement !== document.body && sticksOut(el.parentElement)),
    );
    problems.push(
      `the page scrolls sideways (${doc.scrollWidth} > ${doc.clientWidth}): ${outermost.slice(0, 3).map(describe).join(', ')}`,
    );
  }
  // Text cut by a box that hides its overflow: the text's own extent (a Range over its text
  // nodes) runs past the edge of an ancestor with overflow hidden / clip. Text cut on purpose with
  // an ellipsis or a line clamp (teaser titles and summaries, the full text one tap away) shows
  // that it is cut; a carousel's slides lie wholly outside their frame and are skipped too.
  const clippers = (el: Element) => {
    const out: { el: HTMLElement; x: boolean; y: boolean }[] = [];
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const cs = getComputedStyle(a);
      const x = cs.overflowX === 'hidden' || cs.overflowX === 'clip';
      const y = cs.overflowY === 'hidden' || cs.overflowY === 'clip';
      if (!x && !y) continue;
      if (cs.textOverflow === 'ellipsis' || cs.getPropertyValue('-webkit-line-clamp') !== 'none')
        return null;
      out.push({ el: a, x, y });
    }
    return out;
  };
  const seen = new Set<Element>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!el || seen.has(el) || (node.textContent ?? '').trim() === '') continue;
    if (el.closest('.visually-hidden, [aria-hidden="true"], script, style, noscript, template'))
      continue;
    const style = getComputedStyle(el);
    if (
      style.visibility === 'hidden' ||
      style.textOverflow === 'ellipsis' ||
      style.getPropertyValue('-webkit-line-clamp') !== 'none'
    )
      continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const r = range.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    const boxes = clippers(el);
    if (!boxes) continue;
    for (const box of boxes) {
      const b = box.el.getBoundingClientRect();
      const outside =
        r.right <= b.left || r.left >= b.right || r.bottom <= b.top || r.top >= b.bottom;
      if (outside) break;
      const cutX = box.x && (r.left < b.left - 1 || r.right > b.right + 1);
      const cutY = box.y && (r.top < b.top - 1 || r.bottom > b.bottom + 1);
      if (cutX || cutY) {
        seen.add(el);
        problems.push(
          `text cut ${cutX ? 'sideways' : 'below'} by ${describe(box.el)}: ${describe(el)}`,
        );
        break;
      }
    }
  }
  // The sticky top bar must stay a bar: the first screen below it still shows content.
  const bar = document.querySelector('header');
  if (bar && bar.getBoundingClientRect().height > window.innerHeight / 4)
    problems.push('the top bar covers a quarter of the screen');
  // At the bottom of the page nothing is left under the fixed app banner: a bar across the
  // bottom of the screen (not any fixed box that reaches it: /car's letter index did, at 200 %).
  const banner = Array.from(document.querySelectorAll<HTMLElement>('body *')).find((el) => {
    const r = el.getBoundingClientRect();
    return (
      getComputedStyle(el).position === 'fixed' &&
      r.bottom >= window.innerHeight - 1 &&
      r.height > 0 &&
      r.width >= window.innerWidth * 0.9
    );
  });
  if (banner) {
    window.scrollTo({ top: doc.scrollHeight, behavior: 'instant' });
    const top = banner.getBoundingClientRect().top;
    const hidden = Array.from(
      document.querySelectorAll<HTMLElement>(
        'main a, main button, main p, main h1, main h2, main h3, .page a, .page button, .page p',
      ),
    ).filter((el) => {
      if (banner.contains(el) || el.closest('[role="dialog"]')) return false;
      const r = el.getBoundingClientRect();
      return (
        r.height > 0 &&
        r.top >= top + 1 &&
        r.top < window.innerHeight &&
        getComputedStyle(el).visibility !== 'hidden'
      );
    });
    if (hidden.length > 0)
      problems.push(
        `under the fixed banner at the end of the page: ${hidden.slice(0, 3).map(describe).join(', ')}`,
      );
    window.scrollTo({ top: 0, behavior: 'instant' });
  }
  return problems;
}

for (const key of KEY_PAGES) {
  test(`at 200 % text size the ${key.name} page loses no text and hides nothing under its bars`, async ({
    page,
    context,
    baseURL,
  }) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Page.setFontSizes', {
      fontSizes: { standard: ZOOMED_DEFAULT_PX, fixed: ZOOMED_DEFAULT_PX },
    });
    await openKeyPage(page, context, baseURL!, key);
    // The app banner mounts after hydration, its code loaded lazily, on the pages that show it:
    // the check is of the page once loaded, banner included. (Before it mounted, /car's letter
    // index, sized to the space the banner leaves, reached the bottom of the screen, and the
    // check took it for the banner: a flaky failure in CI.)
    await page.waitForLoadState('networkidle');
    // The preference reaches the page: body text (0.15rem) is twice its default size.
    const bodyPx = await page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize));
    const widthPx = page.viewportSize()!.width;
    expect(bodyPx).toBeCloseTo((Math.min(widthPx, 540) / 3.9) * 0.15 * 2, 0);
    expect(await page.evaluate(layoutProblems)).toEqual([]);
  });
}
