import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { getSeries, getSeriesModels } from '@/lib/api/car';
import { getRemarkSummary } from '@/lib/api/remark';
import { seriesDisplayName } from '@/lib/format/car-name';
import { formatPriceRange } from '@/lib/format/number';
import { idOr404, loader } from '@/lib/server/page';
import { serverCall } from '@/lib/server/request';
import { CompareFloat } from '@/components/car/CompareFloat';
import { SeriesHistory } from '@/components/car/SeriesHistory';
import { ModelTabs } from '@/components/car/series/ModelTabs';
import { SeriesDealers } from '@/components/car/series/SeriesDealers';
import { SeriesHeader, SeriesIntro } from '@/components/car/series/SeriesHeader';
import { SeriesRelated } from '@/components/car/series/SeriesRelated';
import { SeriesCircleLink } from '@/components/community/SeriesCircleLink';
import { RemarkSummaryCard } from '@/components/remark/RemarkSummaryCard';

// The series page: its record (with the models and the review summary) is read first, so an
// unknown id answers 404 before anything streams; the dealer list and the related content then
// stream behind their own skeletons and error boundaries (a failing dealer list stays in its
// section, the page stays 200).

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
  const series = (await loadSeries(idOr404((await params).id))) ?? notFound();
  const call = await serverCall();
  const [models, remarks] = await Promise.all([getSeriesModels(series.id, call), getRemarkSummary(series.id, call)]);
  if (!models) notFound();
  return (
    <main className="page">
      <SeriesHistory item={{ id: series.id, name: series.name, cover: series.cover }} />
      <SeriesHeader series={series} />
      <ModelTabs series={series} models={models} />
      <SeriesIntro series={series} />
      <RemarkSummaryCard summary={remarks} />
      <Suspense fallback={null}>
        <SeriesCircleLink seriesId={series.id} />
      </Suspense>
      <SeriesDealers seriesId={series.id} />
      <SeriesRelated seriesId={series.id} />
      <CompareFloat />
    </main>
  );
}
