import type { Metadata } from 'next';
import { getCalendar } from '@/lib/api/car-lists';
import { serverCall } from '@/lib/server/request';
import { LaunchCalendar } from '@/components/car/LaunchCalendar';
import { dayKey } from '@/lib/car/calendar';
import { chinaToday } from '@/contract/format/time';
import styles from '@/components/car/car.module.css';

export const metadata: Metadata = { title: '新车日历_新车上市时间表' };

/** Six months back and six ahead are loaded once; the calendar island only filters them. */
export default async function CalendarPage() {
  // Months are counted from today in China; the Date objects below only do calendar arithmetic.
  const today = chinaToday();
  const [year, month] = today.split('-').map(Number) as [number, number];
  const from = new Date(year, month - 1 - 6, 1);
  const to = new Date(year, month + 6, 0);
  const launches = await getCalendar(dayKey(from), dayKey(to), await serverCall());
  const months = Array.from({ length: 13 }, (_, i) => {
    const d = new Date(from.getFullYear(), from.getMonth() + i, 1);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
  });
  return (
    <main className="page">
      <section className={styles.section} style={{ marginTop: 0 }}>
        <h1 className={styles.title} style={{ fontSize: '.17rem' }}>
          新车日历
        </h1>
        <p className={styles.desc}>近半年已上市与即将上市的新车，共{launches.length}款</p>
      </section>
      <LaunchCalendar launches={launches} today={today} months={months} />
    </main>
  );
}
