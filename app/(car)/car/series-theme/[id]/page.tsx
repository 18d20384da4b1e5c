import { getSeriesTheme } from '@/lib/api/car-lists';
import { recordPage, type IdRouteProps } from '@/lib/server/page';
import { SeriesCollection } from '@/components/car/SeriesCollection';

const page = recordPage(
  (call, id) => getSeriesTheme(id, call),
  (t) => ({ title: t.title, description: t.summary }),
);
export const generateMetadata = page.generateMetadata;

export default async function SeriesThemePage(props: IdRouteProps) {
  const t = await page.record(props);
  return <SeriesCollection title={t.title} summary={t.summary} cover={t.cover} series={t.series} />;
}
