// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DownloadLanding } from '@/components/market/DownloadLanding';
import { AppScreen } from '@/components/market/AppScreen';
import { APP_SCREENS, MERCHANT_SCREENS } from '@/components/market/landing-copy';

// Issue 26 §3: the download pages (/app, /market/download, /app-merch) show drawn product screens
// of the app (its feed, car library and community; the dealers' leads, orders and store), not
// grey bars, and the app icon is the site's logo.

vi.mock('server-only', () => ({}));
afterEach(cleanup);

const words = (el: Element) =>
  [...el.querySelectorAll('text')].map((t) => t.textContent ?? '').filter((t) => t.trim());

describe('download pages', () => {
  it('draw each screen of the app with its own words, not bars', () => {
    const seen = new Set<string>();
    for (const title of [...APP_SCREENS, ...MERCHANT_SCREENS]) {
      const { container, unmount } = render(<AppScreen title={title} />);
      const svg = container.querySelector('svg')!;
      expect(svg.getAttribute('aria-label')).toBe(`${title}界面示意`);
      const text = words(svg);
      expect(text.length, title).toBeGreaterThan(6);
      expect(text.every((t) => /[\u4e00-\u9fff0-9A-Za-z]/.test(t))).toBe(true);
      seen.add(text.slice(1).join('|'));
      unmount();
    }
    expect(seen.size).toBe(APP_SCREENS.length + MERCHANT_SCREENS.length);
    const feed = words(render(<AppScreen title="推荐" />).container);
    expect(feed.join('')).toMatch(/续航/);
    const library = words(render(<AppScreen title="车型库" />).container);
    expect(library).toEqual(expect.arrayContaining(['比亚迪', '特斯拉', '海豹']));
  });

  it('show the site’s logo as the app icon', () => {
    render(
      <DownloadLanding
        name="新出行"
        slogan="看懂电动车"
        features={[]}
        screens={APP_SCREENS}
        releases={[]}
        platform={null}
        inWeChat={false}
      />,
    );
    expect(screen.getByRole('img', { name: '新出行图标' }).getAttribute('src')).toBe(
      '/icons/icon.svg',
    );
    expect(screen.getAllByRole('img', { name: /界面示意$/ })).toHaveLength(APP_SCREENS.length);
  });
});
