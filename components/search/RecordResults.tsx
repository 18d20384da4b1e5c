'use client';

import { KeywordResults } from './KeywordResults';
import { Highlight } from '@/components/ui/Highlight';
import { MediaRow } from '@/components/ui/MediaRow';
import type { Column } from '@/lib/api/column';
import type { RawTheme } from '@/contract/api/community-more';
import type { Page } from '@/lib/api/http';
import { formatMileage, type IdleCard } from '@/lib/api/idle';
import type { SearchRemark } from '@/lib/api/search';
import type { Goods } from '@/lib/api/shop';
import { formatCount, formatPrice } from '@/contract/format/number';
import { priceText } from '@/lib/format/shop';
import { formatDate } from '@/contract/format/time';
import { ContentType } from '@/lib/links';
import styles from './Search.module.css';

// The tabs of records other than content (话题, 口碑, 专栏, 商品, 二手车): one row each, the
// keyword marked in what matched, the same paging and empty state as the content tabs.

type Props<T> = { keyword: string; initial: Page<T> };
const byId = (r: { id: number }) => r.id;

// The API module (and zod) loads when a second page is asked for, not with the list.
const records = () => import('@/lib/api/search-records');
const searchThemes = (kw: string, page: number) => records().then((m) => m.searchThemes(kw, page));
const searchRemarks = (kw: string, page: number) =>
  records().then((m) => m.searchRemarks(kw, page));
const searchColumns = (kw: string, page: number) =>
  records().then((m) => m.searchColumns(kw, page));
const searchGoods = (kw: string, page: number) => records().then((m) => m.searchGoods(kw, page));
const searchUsedCars = (kw: string, page: number) =>
  records().then((m) => m.searchUsedCars(kw, page));

export function ThemeResults({ keyword, initial }: Props<RawTheme>) {
  return (
    <KeywordResults
      tab="theme"
      what="话题"
      keyword={keyword}
      search={searchThemes}
      initial={initial}
      keyOf={byId}
      renderItem={(t) => (
        <MediaRow
          type={ContentType.THEME}
          id={t.id}
          image={t.cover}
          alt=""
          shape="logo"
          className={styles.record}
          bodyClassName={styles.recordBody}
        >
          <strong>
            {t.kind === 2 && <span className={styles.flag}>活动</span>}#
            <Highlight text={t.title} keyword={keyword} />#
          </strong>
          <span className="line-clamp-2">
            <Highlight text={t.intro} keyword={keyword} />
          </span>
          <span>
            {formatCount(t.posts)}动态 · {formatCount(t.followers)}关注 · {formatCount(t.views)}浏览
          </span>
        </MediaRow>
      )}
    />
  );
}

export function RemarkResults({ keyword, initial }: Props<SearchRemark>) {
  return (
    <KeywordResults
      tab="remark"
      what="口碑"
      keyword={keyword}
      search={searchRemarks}
      initial={initial}
      keyOf={byId}
      renderItem={(r) => <RemarkRow remark={r} keyword={keyword} />}
    />
  );
}

/** An owner review: its title, the series and score, and what the owner likes. 综合 shows two. */
export function RemarkRow({ remark: r, keyword }: { remark: SearchRemark; keyword: string }) {
  return (
    <MediaRow
      type={ContentType.REMARK}
      id={r.id}
      image={r.user?.avatar ?? ''}
      alt={r.user?.nickname ?? ''}
      shape="avatar"
      className={styles.record}
      bodyClassName={styles.recordBody}
    >
      <strong>
        <Highlight text={r.title} keyword={keyword} />
      </strong>
      <span>
        {r.series && <Highlight text={r.series.name} keyword={keyword} />} ·{' '}
        <b className={styles.score}>{r.score.toFixed(1)}分</b>
        {r.user && ` · ${r.user.nickname}`}
      </span>
      <span className="line-clamp-2">
        满意：
        <Highlight text={r.satisfied} keyword={keyword} />
      </span>
    </MediaRow>
  );
}

export function ColumnResults({ keyword, initial }: Props<Column>) {
  return (
    <KeywordResults
      tab="ace-column"
      what="专栏"
      keyword={keyword}
      search={searchColumns}
      initial={initial}
      keyOf={byId}
      renderItem={(c) => (
        <MediaRow
          type={ContentType.COLUMN}
          id={c.id}
          image={c.avatar}
          alt=""
          shape="logo"
          className={styles.record}
          bodyClassName={styles.recordBody}
        >
          <strong>
            <Highlight text={c.name} keyword={keyword} />
          </strong>
          <span className="line-clamp-2">
            <Highlight text={c.intro} keyword={keyword} />
          </span>
          <span>
            {c.articleCount}篇文章 · {formatCount(c.followers)}人关注
          </span>
        </MediaRow>
      )}
    />
  );
}

export function GoodsResults({ keyword, initial }: Props<Goods>) {
  return (
    <KeywordResults
      tab="goods"
      what="商品"
      keyword={keyword}
      search={searchGoods}
      initial={initial}
      keyOf={byId}
      renderItem={(g) => (
        <MediaRow
          type={ContentType.GOODS}
          id={g.id}
          image={g.cover}
          alt={g.title}
          shape="thumb"
          className={styles.record}
          bodyClassName={styles.recordBody}
        >
          <strong className="line-clamp-2">
            <Highlight text={g.title} keyword={keyword} />
          </strong>
          <span>
            <Highlight text={g.subtitle} keyword={keyword} />
          </span>
          <span>
            <b className={styles.price}>{priceText(g)}</b> ·{' '}
            {g.stock > 0 ? `已兑 ${g.sold}` : '已兑完'}
          </span>
        </MediaRow>
      )}
    />
  );
}

export function UsedCarResults({ keyword, initial }: Props<IdleCard>) {
  return (
    <KeywordResults
      tab="garage-sale"
      what="二手车"
      keyword={keyword}
      search={searchUsedCars}
      initial={initial}
      keyOf={byId}
      renderItem={(car) => (
        <MediaRow
          type={ContentType.IDLE}
          id={car.id}
          image={car.cover}
          alt={car.title}
          shape="thumb"
          className={styles.record}
          bodyClassName={styles.recordBody}
        >
          <strong className="line-clamp-2">
            <Highlight text={car.title} keyword={keyword} />
          </strong>
          <span>
            {formatDate(car.registeredAt, 'YYYY年MM月')}上牌 · {formatMileage(car.mileageKm)} ·{' '}
            {car.city}
          </span>
          <span>
            <b className={styles.price}>{formatPrice(car.price)}</b> ·{' '}
            <Highlight text={car.seriesName} keyword={keyword} />
          </span>
        </MediaRow>
      )}
    />
  );
}
