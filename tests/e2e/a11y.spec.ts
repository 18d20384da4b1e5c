import AxeBuilder from '@axe-core/playwright';
import { devices, expect, test } from '@playwright/test';
import { KEY_PAGES, openKeyPage } from './a11y-pages';
import { freshUser } from './helpers';

// Every key page, checked by axe-core in the browser against WCAG 2.1 A and AA, in light and dark
// mode (issue 14). Serious and critical violations fail the test; the rest is printed.
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

// The app's dark mode is decided on the server from the native app's user agent marker
// (`xcx-theme/dark`, lib/context.ts → html.dark); the media query is emulated as well so the
// browser's own parts (form controls, scrollbars) are dark too.
// Dark mode changes colours only (the same markup under html.dark), so the dark runs check the
// rules that read colours; the light runs check every rule of the tags. axe is the slowest part of
// the browser suite (issue 32): the dark runs did the structure checks a second time for nothing.
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
const THEMES = [
  { theme: 'light', use: { colorScheme: 'light' as const }, rules: undefined },
  {
    theme: 'dark',
    use: {
      colorScheme: 'dark' as const,
      userAgent: `${devices['Pixel 5'].userAgent} xcx-theme/dark`,
    },
    rules: COLOUR_RULES,
  },
];

test.beforeEach(() => {
  test.skip(
    test.info().project.name !== 'pixel5',
    'axe checks the markup and the tokens: one device profile is enough',
  );
});

for (const { theme, use, rules } of THEMES) {
  test.describe(`${theme} mode`, () => {
    test.use(use);
    for (const key of KEY_PAGES) {
      test(`${key.name} has no serious or critical accessibility violation (${theme})`, async ({
        page,
        context,
        baseURL,
      }) => {
        await openKeyPage(page, context, baseURL!, key);
        if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
        // Only violations are read: axe then collects one node per passed or inapplicable rule
        // instead of every node it checked (less work in the page and over the wire).
        const axe = new AxeBuilder({ page })
          .withTags(TAGS)
          .options({ resultTypes: ['violations'] });
        const result = await (rules ? axe.withRules(rules) : axe).analyze();
        const lines = result.violations.map(
          (v) =>
            `[${v.impact}] ${v.id}: ${v.help} (${v.nodes.length}×) ` +
            v.nodes
              .slice(0, 3)
              .map(
                (n) =>
                  `${n.target.join(' ')}${n.failureSummary ? ` — ${n.failureSummary.split('\n').slice(1).join(' ').trim()}` : ''}`,
              )
              .join(' | '),
        );
        if (lines.length > 0) console.log(`axe ${key.name} (${theme}):\n  ${lines.join('\n  ')}`);
        const blocking = result.violations.filter(
          (v) => v.impact === 'serious' || v.impact === 'critical',
        );
        expect(
          blocking.map(
            (v) =>
              `${v.id} (${v.nodes.length}×): ${v.nodes
                .slice(0, 3)
                .map((n) => n.target.join(' '))
                .join(' | ')}`,
          ),
        ).toEqual([]);
      });
    }
  });
}

// A reader who asks for less motion (prefers-reduced-motion) gets react-vant's dialogs and sheets
// without their slide and fade: the dialog is still the moment it is there.
test('with reduced motion a confirmation dialog opens without moving', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await freshUser(request, baseURL!, context);
  await page.goto('/user/2');
  const dialog = page.locator('.rv-dialog', { hasText: '拉黑该用户？' });
  await page.getByRole('button', { name: '拉黑', exact: true }).click();
  await expect(dialog.getByRole('button', { name: '确认' })).toBeVisible();
  const durations = await dialog.evaluate((el) =>
    getComputedStyle(el)
      .transitionDuration.split(',')
      .map((d) => d.trim()),
  );
  expect(durations.every((d) => d === '0s')).toBe(true);
  expect(await dialog.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
});

// A confirmation dialog is not on any page until tapped, so the page runs above never see it; its
// confirm button takes the brand's ink, not the brand yellow (1.5:1 on white).
for (const { theme, use } of THEMES) {
  test.describe(`${theme} mode`, () => {
    test.use(use);
    test(`a confirmation dialog keeps its text readable (${theme})`, async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      await freshUser(request, baseURL!, context);
      await page.goto('/user/2');
      // react-vant's Dialog renders no dialog role (its aria-labelledby never reaches the DOM).
      const dialog = page.locator('.rv-dialog', { hasText: '拉黑该用户？' });
      await page.getByRole('button', { name: '拉黑', exact: true }).click();
      await expect(dialog.getByRole('button', { name: '确认' })).toBeVisible();
      // Measured once the dialog has opened: during its 0.3 s fade-in its text and background are
      // still partly transparent over the page (axe read #8a710f on #f0f0f0 mid-fade).
      await expect
        .poll(() =>
          dialog.evaluate(
            (el) =>
              getComputedStyle(el).opacity === '1' &&
              el.getAnimations({ subtree: true }).length === 0,
          ),
        )
        .toBe(true);
      const result = await new AxeBuilder({ page })
        .include('.rv-dialog')
        .withRules(['color-contrast'])
        .options({ resultTypes: ['violations'] })
        .analyze();
      expect(
        result.violations.flatMap((v) =>
          v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
        ),
      ).toEqual([]);
      await dialog.getByRole('button', { name: '取消' }).click();
      await expect(dialog).toBeHidden();
    });
  });
}
