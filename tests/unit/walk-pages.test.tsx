// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppContextProvider } from '@/components/layout/AppContext';
import { LeadForm } from '@/components/dealer/LeadForm';
import { FeedCard } from '@/components/feed/FeedCard';
import { RegistrationOrder } from '@/components/activity/RegistrationOrder';
import { LaunchCalendar } from '@/components/car/LaunchCalendar';
import type { Launch } from '@/lib/api/car-lists';
import type { SeriesSummary } from '@/lib/api/car';
import { openingRange } from '@/lib/car/calendar';
import { RunChart } from '@/components/ranking/RunChart';
import { RankSource } from '@/components/ranking/RankSource';
import { RedeemBar } from '@/components/shop/RedeemBar';
import type { GoodsDetail } from '@/lib/api/shop';
import { stockText } from '@/lib/format/shop';
import type { FeedItem } from '@/lib/api/types';
import { parseUserAgent } from '@/lib/context';
import { useAuthStore } from '@/stores/auth';

// Pages as a reader on a phone sees them: what a walk of the site found wrong.

const router = vi.hoisted(() => ({
  push: vi.fn(),
  replace: vi.fn(),
  refresh: vi.fn(),
  back: vi.fn(),
  prefetch: vi.fn(),
}));
vi.mock('next/navigation', () => ({
  useRouter: () => router,
  usePathname: () => '/',
  useSearchParams: () => new URLSearchParams(),
}));

afterEach(() => {
  cleanup();
  useAuthStore.setState({ token: null });
});

const shell = (loggedIn: boolean, children: ReactNode) => (
  <AppContextProvider
    value={{
      ua: parseUserAgent('Mozilla/5.0 (Linux; Android 11; Pixel 5) Mobile'),
      loggedIn,
      wxAppId: '',
    }}
  >
    {children}
  </AppContextProvider>
);

describe('the lead form of 询底价 and 活动报名', () => {
  it('a logged-in reader gets the same form from the server and the browser (no hydration error)', async () => {
    const form = () =>
      shell(true, <LeadForm submitText="获取底价" verifyPhone onSubmit={async () => undefined} />);
    // The server has no cookie store: the session it saw travels in the app context.
    const html = renderToString(form());
    expect(html).not.toContain('验证码');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    useAuthStore.setState({ token: 'a-token' });
    const errors = vi.fn();
    await act(async () => {
      hydrateRoot(container, form(), { onRecoverableError: errors });
    });
    expect(errors).not.toHaveBeenCalled();
    expect(container.textContent).not.toContain('验证码');
    container.remove();
  });

  it('a visitor proves the phone with an SMS code', () => {
    render(
      shell(false, <LeadForm submitText="获取底价" verifyPhone onSubmit={async () => undefined} />),
    );
    expect(screen.getByLabelText('验证码')).toBeTruthy();
  });
});

const post = (over: Partial<FeedItem>): FeedItem => ({
  id: 757,
  objectId: 757,
  type: 3,
  title: '对外放电接投影仪看露天电影',
  summary: '',
  coverPath: '',
  images: [],
  createdAt: 1_795_389_527,
  comments: 14,
  author: { nickname: '山城老张' },
  ...over,
});

describe('a feed card', () => {
  it('a text-only post is a text card: no image without a source (/user/81)', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = render(shell(false, <FeedCard item={post({})} />));
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('heading', { name: '对外放电接投影仪看露天电影' })).toBeTruthy();
    expect(logged).not.toHaveBeenCalled();
  });

  it('a post with a cover shows it beside the title', () => {
    const { container } = render(
      shell(false, <FeedCard item={post({ coverPath: '/api/media/cover/p.svg' })} />),
    );
    expect(container.querySelector('img')).toBeTruthy();
  });
});

describe('order pages', () => {
  it('the activity registration order masks the phone like every order page', () => {
    render(
      shell(
        true,
        <RegistrationOrder
          canCancel
          initial={{
            id: 1,
            activityId: 2,
            activityTitle: '试驾日',
            activityStartsAt: 1_800_000_000,
            activityAddress: '上海',
            status: 1,
            waitlistPosition: 0,
            name: '张三',
            phone: '13800000001',
            area: '上海市',
            address: '浦东新区',
            createdAt: 1_790_000_000,
            seatedAt: 1_790_000_000,
            cancelledAt: null,
          }}
        />,
      ),
    );
    expect(document.body.textContent).toContain('张三 138****0001');
    expect(document.body.textContent).not.toContain('13800000001');
  });
});

describe('/car/calendar opens on launches, never on 新车上市（0）', () => {
  it('opens on the whole of this month when it has launches', () => {
    expect(openingRange(['2026-11-02', '2026-12-15'], '2026-11-27')).toEqual([
      '2026-11-01',
      '2026-11-30',
    ]);
  });

  it('else on the nearest month with launches, a later one on a tie', () => {
    expect(openingRange(['2026-10-30', '2027-01-03'], '2026-11-27')).toEqual([
      '2026-10-01',
      '2026-10-31',
    ]);
    expect(openingRange(['2026-10-30', '2026-12-01'], '2026-11-27')).toEqual([
      '2026-12-01',
      '2026-12-31',
    ]);
    expect(openingRange([], '2026-11-27')).toEqual(['2026-11-27', '2026-11-27']);
  });

  it('the calendar lists the launches of the month it opens on', () => {
    const series = {
      id: 36,
      name: '理想i8',
      cover: '/c.svg',
      level: '大型SUV',
      minPrice: 32.98,
      maxPrice: 36.98,
    } as SeriesSummary;
    // 2026-11-02 and 2026-11-20, 10:00 China time; today 2026-11-27 has none.
    const launches: Launch[] = [1_793_584_800, 1_795_140_000].map((launchAt, i) => ({
      id: i + 1,
      kind: '上市',
      title: '',
      summary: '',
      cover: '',
      launchAt,
      series,
    }));
    render(
      <LaunchCalendar
        launches={launches}
        today="2026-11-27"
        months={['2026-10', '2026-11', '2026-12']}
      />,
    );
    expect(screen.getByRole('heading', { name: '新车上市（2）' })).toBeTruthy();
    expect(screen.getByText('2026年11月')).toBeTruthy();
  });
});

describe('goods: one stock model', () => {
  it('库存 is what is left plus what was redeemed, and says 已兑完 when none is left', () => {
    expect(stockText({ stock: 500, sold: 1320 })).toEqual({
      total: '库存 1820 件',
      left: '剩余 500 件 · 已兑 1320 件',
    });
    expect(stockText({ stock: 0, sold: 80 }).total).toBe('已兑完');
  });

  it('the redeem bar shows 剩余 and 已兑 together, the figures that a redemption changes', () => {
    const goods = {
      id: 3,
      title: '随车充',
      stock: 500,
      sold: 1320,
      limitPerUser: 2,
      balance: null,
      pointsPrice: 1200,
      cashPrice: 0,
      physical: false,
      myRedeemed: 0,
    } as GoodsDetail;
    render(shell(false, <RedeemBar initial={goods} />));
    expect(document.body.textContent).toContain('剩余 500 件 · 已兑 1320 件 · 每人限兑 2 件');
  });
});

describe('demo wording only in demo mode', () => {
  const run = {
    columns: ['时间(分钟)', '里程(km)', 'SOC(%)', '车速(km/h)', '环境温度(℃)', '空调功率(kW)'],
    rows: [
      [0, 0, 90, 0, 20, 1],
      [60, 80, 70, 80, 21, 1],
    ],
  };

  it('a test run says 演示数据 only when the API says it runs in demo mode', () => {
    const { unmount } = render(<RunChart testId={1} run={{ ...run, demo: false }} />);
    expect(screen.getByTestId('test-run').textContent).not.toContain('演示');
    unmount();
    render(<RunChart testId={1} run={{ ...run, demo: true }} />);
    expect(screen.getByTestId('test-run').textContent).toContain('演示数据，按本次测试结果生成。');
  });
});

describe('a ranking header', () => {
  it('says 数据来源 once: the origin, then how it is counted', () => {
    const published = {
      date: '2026-11-10',
      note: '2026年10月全国新能源乘用车车系上险量（辆）',
      source: '数据来源：交强险上险量，按自然月统计',
      origin: '上险量',
      period: '统计周期：2026年10月（自然月）',
      method: ['销量按交强险上险量统计。'],
      example: '例：第1名 Model Y，1万辆。',
    };
    render(shell(false, <RankSource title="销量榜" published={published} />));
    const text = screen.getByTestId('published-info').textContent ?? '';
    expect(text.match(/数据来源/g)).toHaveLength(1);
    expect(text).toContain('数据来源：上险量');
    expect(text).toContain('统计口径：交强险上险量，按自然月统计');
  });
});
