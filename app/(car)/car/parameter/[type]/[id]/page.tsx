import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getModelParameters, getSeriesParameters } from '@/lib/api/car';
import { CompareButton } from '@/components/car/CompareButton';
import { CompareFloat } from '@/components/car/CompareFloat';
import { ParamTable } from '@/components/car/ParamTable';
import styles from '@/components/car/car.module.css';
import { ContentLink } from '@/components/ui/ContentLink';
import { ContentType } from '@/lib/links';
import { idOr404, loader } from '@/lib/server/page';
import { parseEnum } from '@/lib/params';

type Props = { params: Promise<{ type: string; id: string }> };

// type 1: every model of series {id}; type 2: the single model {id}.
const PARAM_TYPES = ['1', '2'] as const;
const loadParameters = loader((call, type: (typeof PARAM_TYPES)[number], id: number) =>
  type === '1' ? getSeriesParameters(id, call) : getModelParameters([id], call),
);

async function tableOf({ type, id }: { type: string; id: string }) {
  const data = await loadParameters(parseEnum(type, PARAM_TYPES) ?? notFound(), idOr404(id));
  return data && data.models.length > 0 ? data : notFound();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const data = await tableOf(await params);
  const first = data.models[0]!;
  return {
    title: `${first.seriesName}参数配置${(await params).type === '2' ? `_${first.name}` : ''}`,
  };
}

export default async function ParameterPage({ params }: Props) {
  const p = await params;
  const { models, params: rows } = await tableOf(p);
  const first = models[0]!;
  return (
    <main className="page">
      <section className={styles.section} style={{ marginTop: 0, paddingBottom: '.06rem' }}>
        <h1 className={styles.title} style={{ fontSize: '.17rem' }}>
          {first.seriesName} 参数配置
        </h1>
        <p className={styles.desc}>
          {p.type === '2' ? first.name : `共${models.length}款车型，${rows.length}项参数`} ·{' '}
          <ContentLink type={ContentType.SERIES} id={first.seriesId}>
            返回车系
          </ContentLink>
        </p>
      </section>
      <ParamTable
        id="params"
        models={models}
        params={rows}
        headerExtra={(m) => (
          <CompareButton
            car={{
              id: m.id,
              name: m.name,
              series_id: m.seriesId,
              series_name: m.seriesName,
              bid: m.brandId,
            }}
          />
        )}
      />
      <CompareFloat />
    </main>
  );
}
