'use client';

import Link from 'next/link';
import { useMemo, useState } from 'react';
import type { Launch } from '@/lib/api/car-lists';
import { CALENDAR_LIMIT_TEXT, CALENDAR_MAX_DAYS } from '@/lib/constants';
import { toast } from '@/components/ui/toast';
import { formatPriceRange } from '@/contract/format/number';
import { formatDate } from '@/contract/format/time';
import { dayKey, openingRange, spanDays, WEEKDAYS } from '@/lib/car/calendar';
import styles from './calendar.module.css';

/**
 * Month grid of launches: tap a day to see its launches, tap a second day to select a range
 * (at most CALENDAR_MAX_DAYS days, longer ranges are refused with the spec's message).
 */
export function LaunchCalendar({
  launches,
  today,
  months,
}: {
  launches: Launch[];
  today: string;
  months: string[];
}) {
  // Opens on a month with launches (this one when it has any), all of it selected.
  const [opening] = useState(() =>
    openingRange(
      launches.map((l) => formatDate(l.launchAt)),
      today,
    ),
  );
  const [month, setMonth] = useState(opening[0].slice(0, 7));
  const [range, setRange] = useState<[string, string | null]>(opening);
  const byDay = useMemo(() => {
    const map = new Map<string, Launch[]>();
    for (const l of launches) {
      const k = formatDate(l.launchAt);
      map.set(k, [...(map.get(k) ?? []), l]);
    }
    return map;
  }, [launches]);

  const [y, m] = month.split('-').map(Number) as [number, number];
  const first = new Date(y, m - 1, 1);
  const days = new Date(y, m, 0).getDate();
  const cells: (string | null)[] = [
    ...Array(first.getDay()).fill(null),
    ...Array.from({ length: days }, (_, i) => dayKey(new Date(y, m - 1, i + 1))),
  ];
  const mi = months.indexOf(month);
  const [start, end] = range;
  const lo = end && end < start ? end : start;
  const hi = end ? (end < start ? start : end) : start;
  const selected = launches.filter((l) => {
    const k = formatDate(l.launchAt);
    return k >= lo && k <= hi;
  });

  const pick = (k: string) => {
    if (end !== null) {
      setRange([k, null]);
      return;
    }
    if (spanDays(start, k) > CALENDAR_MAX_DAYS) {
      toast(CALENDAR_LIMIT_TEXT);
      return;
    }
    setRange([start, k]);
  };

  return (
    <div>
      <div className={styles.head}>
        <button
          type="button"
          disabled={mi <= 0}
          onClick={() => setMonth(months[mi - 1]!)}
          aria-label="上个月"
        >
          ‹
        </button>
        <strong>
          {y}年{m}月
        </strong>
        <button
          type="button"
          disabled={mi >= months.length - 1}
          onClick={() => setMonth(months[mi + 1]!)}
          aria-label="下个月"
        >
          ›
        </button>
      </div>
      <div className={styles.grid} role="grid" aria-label="新车日历">
        {WEEKDAYS.map((w) => (
          <span key={w} className={styles.weekday} role="columnheader">
            {w}
          </span>
        ))}
        {cells.map((k, i) =>
          k ? (
            <button
              key={k}
              type="button"
              role="gridcell"
              data-day={k}
              className={[
                styles.day,
                k >= lo && k <= hi ? styles.inRange : '',
                k === today ? styles.today : '',
              ].join(' ')}
              onClick={() => pick(k)}
            >
              <span>{Number(k.slice(8))}</span>
              {byDay.has(k) && <i className={styles.dot}>{byDay.get(k)!.length}</i>}
            </button>
          ) : (
            <span key={`e${i}`} />
          ),
        )}
      </div>
      <p className={styles.hint}>
        {end === null
          ? `已选 ${start}，再点一天选择范围（最多${CALENDAR_MAX_DAYS}天）`
          : lo === hi
            ? lo
            : `${lo} 至 ${hi}（${spanDays(lo, hi)}天）`}
      </p>
      <h2 className={styles.listTitle}>新车上市（{selected.length}）</h2>
      {selected.length === 0 ? (
        <p className={styles.none}>所选日期暂无新车上市</p>
      ) : (
        <ul className={styles.list}>
          {selected.map((l) => (
            <li key={l.id}>
              <Link href={`/new-car/${l.id}`}>
                <img src={l.series.cover} alt={l.series.name} loading="lazy" />
                <span>
                  <em className={styles.kind}>{l.kind}</em>
                  <strong>{l.series.name}</strong>
                  <small>
                    {formatDate(l.launchAt)} · {l.series.level} ·{' '}
                    {formatPriceRange(l.series.minPrice, l.series.maxPrice)}
                  </small>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
