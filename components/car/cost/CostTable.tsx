import type { CarCost, CarCostSide } from '@/lib/api/cost';
import { formatPerKm, formatYuan, type CostLine } from '@/contract/car-cost';
import styles from './Cost.module.css';

// The result of 用车成本: the lines of the car and of the petrol car of its class side by side, the
// totals and 元/km, then how each of the car's lines is worked out, where its figure comes from and
// the day it was compiled. Server-rendered for the URL's inputs.

const amountOf = (side: CarCostSide, key: CostLine['key']) => side.lines.find((l) => l.key === key);

function Basis({ side, testId }: { side: CarCostSide; testId: string }) {
  return (
    <ul className={styles.basis} data-testid={testId}>
      {side.lines.map((l) => (
        <li key={l.key} data-testid={`${testId}-${l.key}`}>
          <b>{l.label}</b> {formatYuan(l.amount)}：{l.detail}
          <span className={styles.source}>
            来源：{l.source}（整理于{l.checked}）
          </span>
        </li>
      ))}
    </ul>
  );
}

export function CostTable({ cost }: { cost: CarCost }) {
  const { nev, petrol, inputs } = cost;
  return (
    <>
      <table className={styles.table} data-testid="cost-table">
        <caption className="visually-hidden">
          {cost.city.name}
          {inputs.years}年用车成本
        </caption>
        <thead>
          <tr>
            <th scope="col">项目</th>
            <th scope="col">本车</th>
            <th scope="col">{petrol.title}</th>
          </tr>
        </thead>
        <tbody>
          {nev.lines.map((l) => (
            <tr key={l.key}>
              <th scope="row">{l.label}</th>
              <td data-testid={`cost-nev-${l.key}`}>{formatYuan(l.amount)}</td>
              <td data-testid={`cost-petrol-${l.key}`}>
                {formatYuan(amountOf(petrol, l.key)?.amount ?? 0)}
              </td>
            </tr>
          ))}
          <tr className={styles.total}>
            <th scope="row">{inputs.years}年合计</th>
            <td data-testid="cost-nev-total">{formatYuan(nev.total)}</td>
            <td data-testid="cost-petrol-total">{formatYuan(petrol.total)}</td>
          </tr>
          <tr className={styles.total}>
            <th scope="row">每公里</th>
            <td className={styles.perKm} data-testid="cost-nev-perkm">
              {formatPerKm(nev.perKm)}
            </td>
            <td className={styles.perKm}>{formatPerKm(petrol.perKm)}</td>
          </tr>
        </tbody>
      </table>
      <Basis side={nev} testId="cost-basis" />
      <p className={styles.source} data-testid="cost-caveat">
        以上数字为本站按所列来源整理的近似值，未逐项与来源原文核对；政策与价格以官方发布为准。
      </p>
      <details>
        <summary className={styles.more}>{petrol.title}的计算依据</summary>
        <Basis side={petrol} testId="cost-basis-petrol" />
      </details>
    </>
  );
}
