import Link from 'next/link';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { getCarCost, type CarCost } from '@/lib/api/cost';
import { ApiError } from '@/lib/api/http';
import { parseCostParams, COST_PATH } from '@/lib/car/cost-query';
import { formatPerKm, formatYuan } from '@/contract/car-cost';
import { CITY_COOKIE } from '@/lib/city';
import { serverCall } from '@/lib/server/request';
import { CostForm } from '@/components/car/cost/CostForm';
import { CostTable } from '@/components/car/cost/CostTable';
import styles from '@/components/car/car.module.css';
import costStyles from '@/components/car/cost/Cost.module.css';

// One page per combination of inputs: shared, never indexed (as the comparison).
export const metadata: Metadata = {
  title: '用车成本计算_购置税_以旧换新_电费油费',
  robots: { index: false },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * 用车成本: the URL carries every input (?model=&city=&years=&km=&home=&tariff=&trade=&ins=, or
 * ?series= for a series' first trim); the server renders the result for it, the form changes the URL.
 * Without a city in the URL the reader's city (the city cookie) is used when the rules price it.
 * An unknown trim or series is a 404; a refused input shows the API's reason and a way back.
 */
export default async function CostPage({ searchParams }: Props) {
  const p = parseCostParams(await searchParams);
  if (!p.model && !p.series) return <NoCar />;
  const call = await serverCall();
  const cookieCity = (await cookies()).get(CITY_COOKIE)?.value;
  let cost: CarCost | undefined;
  let refused: string | undefined;
  try {
    cost = await getCarCost(
      {
        modelId: p.model,
        seriesId: p.series,
        city: p.city ?? cookieCity,
        cityFallback: !p.city,
        years: p.years,
        km: p.km,
        home: p.home,
        tariff: p.tariff,
        trade: p.trade,
        ins: p.ins,
      },
      call,
    );
  } catch (err) {
    if (!(err instanceof ApiError && err.status === 400)) throw err;
    refused = err.message;
  }
  if (refused !== undefined) return <Refused message={refused} model={p.model} />;
  if (!cost) notFound();
  const saving = cost.petrol.total - cost.nev.total;
  return (
    <main className="page">
      <section className={styles.section} style={{ marginTop: 0 }}>
        <h1 className={styles.title} style={{ fontSize: '.17rem' }}>
          用车成本
        </h1>
        <p className={styles.desc}>
          <Link href={`/series/${cost.model.seriesId}`}>{cost.model.seriesName}</Link>{' '}
          {cost.model.name}，在{cost.city.name}用{cost.inputs.years}年、每年
          {cost.inputs.km}km的总花费，与同级燃油车对比。购车日按{cost.date}
          计，每一项注明来源与核对日期。
        </p>
        <CostForm
          key={`${cost.model.id}|${cost.city.code}|${JSON.stringify(cost.inputs)}`}
          modelId={cost.model.id}
          cityCode={cost.city.code}
          inputs={cost.inputs}
          trims={cost.trims}
          cities={cost.cities}
        />
      </section>
      <section className={styles.section} aria-labelledby="cost-result">
        <h2 id="cost-result" className={styles.title}>
          {cost.city.name} · {cost.inputs.years}年用车成本
        </h2>
        <p className={costStyles.summary} data-testid="cost-summary">
          本车{cost.inputs.years}年合计{formatYuan(cost.nev.total)}，每公里
          {formatPerKm(cost.nev.perKm)}；
          {saving >= 0
            ? `比同级燃油车省${formatYuan(saving)}`
            : `比同级燃油车多花${formatYuan(-saving)}`}
          。
        </p>
        <CostTable cost={cost} />
      </section>
    </main>
  );
}

function NoCar() {
  return (
    <main className="page">
      <section className={styles.section} style={{ marginTop: 0 }}>
        <h1 className={styles.title} style={{ fontSize: '.17rem' }}>
          用车成本
        </h1>
        <p className={styles.empty}>
          还没有选择车型。在车系页的「用车成本」或车型对比里进入，即可算出这台车在你所在城市的购车和用车花费。
        </p>
        <p style={{ display: 'flex', gap: '.1rem', justifyContent: 'center' }}>
          <Link className="btn" href="/car">
            去车库选车
          </Link>
          <Link className="btn btn-ghost" href="/car/ranking">
            看热门车型
          </Link>
        </p>
      </section>
    </main>
  );
}

function Refused({ message, model }: { message: string; model?: number }) {
  return (
    <main className="page">
      <section className={styles.section} style={{ marginTop: 0 }} role="alert">
        <h1 className={styles.title} style={{ fontSize: '.17rem' }}>
          用车成本
        </h1>
        <p className={styles.empty}>{message}</p>
        <p style={{ display: 'flex', gap: '.1rem', justifyContent: 'center' }}>
          {model && !message.includes('尚未上市') && (
            <Link className="btn" href={`${COST_PATH}?model=${model}`}>
              按默认条件重新计算
            </Link>
          )}
          <Link className="btn btn-ghost" href="/car">
            去车库选车
          </Link>
        </p>
      </section>
    </main>
  );
}
