import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getSeries, getSeriesModels } from '@/lib/api/car';
import { getRemarkSummary } from '@/lib/api/remark';
import { seriesDisplayName } from '@/contract/format/car-name';
import { formatPriceRange } from '@/contract/format/number';
import { idOr404, loader } from '@/lib/server/page';
import { settleReads, startRead } from '@/lib/server/read';
import { requestContext, serverCall } from '@/lib/server/request';
import { CompareFloat } from '@/components/car/CompareFloat';
import { SeriesHistory } from '@/components/car/SeriesHistory';
import { ModelTabs } from '@/components/car/series/ModelTabs';
import { readSeriesDealers, SeriesDealers } from '@/components/car/series/SeriesDealers';
import { SeriesHeader, SeriesIntro } from '@/components/car/series/SeriesHeader';
import { readSeriesRange, SeriesRange } from '@/components/car/range/SeriesRange';
import { readSeriesCost, SeriesCost } from '@/components/car/cost/CostSections';
import { readSeriesRelated, SeriesRelated } from '@/components/car/series/SeriesRelated';
import { readSeriesCircle, SeriesCircleLink } from '@/components/community/SeriesCircleLink';
import { RemarkSummaryCard } from '@/components/remark/RemarkSummaryCard';
import { readPrices, TransactionPrices } from '@/components/car/price/TransactionPrices';

// The series page: its record decides 404 before anything streams. The models, the review
// summary, the owners' 成交价, the circle link, the dealer list and the related content are asked for at the same
// time as the record; the sections that are there when the page renders are rendered in place,
// a slow one streams behind its skeleton. Each section fails alone (a failing dealer list stays in
// its section, the page stays 200).

type Props = { params: Promise<{ id: string }> };

const loadSeries = loader((call, id: number) => getSeries(id, call));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const s = (await loadSeries(idOr404((await params).id))) ?? notFound();
  return {
    title: `${seriesDisplayName(s.brandName, s.name)}报价_参数配置_图片`,
    description: `${s.name}，${s.level}，${s.energy}，指导价${formatPriceRange(s.minPrice, s.maxPrice)}，CLTC续航${s.minRange}-${s.maxRange}km。`,
    alternates: { canonical: `/series/${s.id}` },
  };
}

export default async function SeriesPage({ params }: Props) {
  const id = idOr404((await params).id);
  const call = await serverCall();
  const { elder } = await requestContext();
  const record = {
    models: startRead(getSeriesModels(id, call)),
    remarks: startRead(getRemarkSummary(id, call)),
  };
  const sections = {
    circle: readSeriesCircle(id, call),
    range: readSeriesRange(id, call),
    prices: readPrices({ seriesId: id }, call),
    cost: readSeriesCost(id, call),
    dealers: readSeriesDealers(id, call),
    related: readSeriesRelated(id, call),
  };
  const series = (await loadSeries(id)) ?? notFound();
  const [models, remarks] = await Promise.all([
    record.models.promise,
    record.remarks.promise,
    settleReads(Object.values(sections)),
  ]);
  if (!models) notFound();
  return (
    <main className="page">
      <SeriesHistory item={{ id: series.id, name: series.name, cover: series.cover }} />
      <SeriesHeader series={series} elder={elder} />
      <ModelTabs series={series} models={models} />
      <TransactionPrices read={sections.prices} redirect={`/series/${series.id}`} />
      <SeriesIntro series={series} />
      <SeriesRange read={sections.range} />
      <SeriesCost read={sections.cost} />
      <RemarkSummaryCard summary={remarks} />
      <SeriesCircleLink read={sections.circle} />
      <SeriesDealers seriesId={series.id} read={sections.dealers} />
      <SeriesRelated read={sections.related} />
      <CompareFloat />
    </main>
  );
}
