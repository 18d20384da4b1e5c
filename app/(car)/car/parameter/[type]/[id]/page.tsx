import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getModelParameters, getSeriesParameters } from '@/lib/api/car';
import { isNumericId } from '@/lib/routes';
import { serverCall } from '@/lib/server/request';
import { CompareButton } from '@/components/car/CompareButton';
import { CompareFloat } from '@/components/car/CompareFloat';
import { ParamTable } from '@/components/car/ParamTable';
import styles from '@/components/car/car.module.css';
import { ContentLink } from '@/components/ui/ContentLink';
import { ContentType } from '@/lib/links';

type Props = { params: Promise<{ type: string; id: string }> };

// type 1: every model of series {id}; type 2: the single model {id}.
async function load({ type, id }: { type: string; id: string }) {
  if (!isNumericId(id) || (type !== '1' && type !== '2')) notFound();
  const call = await serverCall();
  const data = type === '1' ? await getSeriesParameters(Number(id), call) : await getModelParameters([Number(id)], call);
  if (!data || data.models.length === 0) notFound();
  return data;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const data = await load(await params);
  const first = data.models[0]!;
  return { title: `${first.seriesName}参数配置${(await params).type === '2' ? `_${first.name}` : ''}` };
}

export default async function ParameterPage({ params }: Props) {
  const p = await params;
  const { models, params: rows } = await load(p);
  const first = models[0]!;
  return (
    <main className="page">
      <section className={styles.section} style={{ marginTop: 0, paddingBottom: '.06rem' }}>
        <h1 className={styles.title} style={{ fontSize: '.17rem' }}>
          {first.seriesName} 参数配置
        </h1>
        <p className={styles.desc}>
          {p.type === '2' ? first.name : `共${models.length}款车型，${rows.length}项参数`} · <ContentLink type={ContentType.SERIES} id={first.seriesId}>返回车系</ContentLink>
        </p>
      </section>
      <ParamTable
        id="params"
        models={models}
        params={rows}
        headerExtra={(m) => <CompareButton car={{ id: m.id, name: m.name, series_id: m.seriesId, series_name: m.seriesName, bid: m.brandId }} />}
      />
      <CompareFloat />
    </main>
  );
}
