import Link from 'next/link';
import type { Metadata } from 'next';
import { getModelParameters } from '@/lib/api/car';
import { parseCompareIds } from '@/lib/car/parameters';
import { COMPARE_LIMIT_TEXT, MAX_COMPARE_MODELS } from '@/lib/constants';
import { collectionShare } from '@/lib/server/content-page';
import { serverCall } from '@/lib/server/request';
import { CompareShare } from '@/components/car/CompareShare';
import { CompareSync, RemoveFromCompare } from '@/components/car/CompareSync';
import { CompareRange, readCompareRange } from '@/components/car/range/CompareRange';
import { CompareCost, readCompareCost } from '@/components/car/cost/CostSections';
import { ParamTable } from '@/components/car/ParamTable';
import styles from '@/components/car/car.module.css';

export const metadata: Metadata = { title: '车型对比', robots: { index: false } };

type Props = { searchParams: Promise<{ ids?: string | string[] }> };

/** The comparison is its URL (?ids=12,34,56): the server renders it, so a shared link reproduces it. */
export default async function ComparePage({ searchParams }: Props) {
  const ids = parseCompareIds((await searchParams).ids, MAX_COMPARE_MODELS);
  const call = await serverCall();
  const data = ids.length > 0 ? await getModelParameters(ids, call) : undefined;
  const models = data?.models ?? [];
  const range = models.length > 0 ? readCompareRange(models, call) : undefined;
  const cost =
    models.length > 0
      ? readCompareCost(
          models.map((m) => m.id),
          call,
        )
      : undefined;
  return (
    <main className="page">
      <CompareSync ids={models.map((m) => m.id)} />
      <section className={styles.section} style={{ marginTop: 0 }}>
        <h1 className={styles.title} style={{ fontSize: '.17rem' }}>
          车型对比{models.length > 0 && `（${models.length}款）`}
        </h1>
        <p className={styles.desc}>
          {models.length > 0
            ? `${COMPARE_LIMIT_TEXT}。点「复制链接」或「分享」，朋友打开即是这次对比。`
            : `${COMPARE_LIMIT_TEXT}。`}
        </p>
        {models.length > 0 && (
          <CompareShare
            share={await collectionShare({
              title: `车型对比：${models.map((m) => `${m.seriesName} ${m.name}`).join(' vs ')}`,
              description: `${models.length}款车型的参数配置逐项对比`,
              path: `/car/compare?ids=${models.map((m) => m.id).join(',')}`,
              cover: models[0]!.cover,
            })}
          />
        )}
      </section>
      {data && models.length > 0 ? (
        <>
          <ParamTable
            id="compare"
            models={models}
            params={data.params}
            headerExtra={(m) => <RemoveFromCompare id={m.id} ids={models.map((x) => x.id)} />}
          />
          {range && <CompareRange read={range} />}
          {cost && <CompareCost read={cost} />}
        </>
      ) : (
        <section className={styles.section}>
          <p className={styles.empty}>还没有选择车型。在车系或车型页点「+对比」加入对比。</p>
          <p style={{ display: 'flex', gap: '.1rem', justifyContent: 'center' }}>
            <Link className="btn" href="/car">
              去车库添加车型
            </Link>
            <Link className="btn btn-ghost" href="/car/ranking">
              看热门车型
            </Link>
          </p>
        </section>
      )}
    </main>
  );
}
