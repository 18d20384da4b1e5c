'use client';

import { useState, type FormEvent } from 'react';
import { useRouter } from '@/components/layout/useRouter';
import {
  COST_LIMITS,
  INSURANCE_KINDS,
  TARIFFS,
  TRADE_INS,
  type CostChoices,
  type InsuranceKind,
  type Tariff,
  type TradeIn,
} from '@/contract/car-cost';
import { costHref } from '@/lib/car/cost-query';
import styles from './Cost.module.css';

// The calculator's inputs. The page is its URL: 计算 writes every input into the URL and the server
// renders the result for it, so a shared or reloaded link shows the same inputs and lines. A number
// out of its bounds is refused here with what is allowed, and what was typed stays. The page keys the
// form by its inputs, so a navigation (back, a shared link) shows the new URL's inputs.

interface Props {
  modelId: number;
  cityCode: string;
  inputs: CostChoices;
  trims: { id: number; name: string; price: number }[];
  cities: { code: string; name: string }[];
}

type Numbers = { years: string; km: string; home: string };
const NUMBER_FIELDS: {
  key: keyof Numbers;
  label: string;
  unit: string;
  limits: readonly [number, number];
}[] = [
  { key: 'years', label: '用车年限', unit: '年', limits: COST_LIMITS.years },
  { key: 'km', label: '年行驶里程', unit: 'km', limits: COST_LIMITS.km },
  { key: 'home', label: '家充比例', unit: '%', limits: COST_LIMITS.home },
];

const numbersOf = (i: CostChoices): Numbers => ({
  years: String(i.years),
  km: String(i.km),
  home: String(i.home),
});

function problemOf(
  text: string,
  [min, max]: readonly [number, number],
  label: string,
  unit: string,
): string | null {
  const n = Number(text);
  return /^\d+$/.test(text.trim()) && n >= min && n <= max
    ? null
    : `${label}请填${min}-${max}${unit}的整数`;
}

export function CostForm({ modelId, cityCode, inputs, trims, cities }: Props) {
  const router = useRouter();
  const [model, setModel] = useState(modelId);
  const [city, setCity] = useState(cityCode);
  const [numbers, setNumbers] = useState<Numbers>(() => numbersOf(inputs));
  const [tariff, setTariff] = useState<Tariff>(inputs.tariff);
  const [trade, setTrade] = useState<TradeIn>(inputs.trade);
  const [ins, setIns] = useState<InsuranceKind>(inputs.ins);
  const [tried, setTried] = useState(false);

  const problems = Object.fromEntries(
    NUMBER_FIELDS.map((f) => [f.key, problemOf(numbers[f.key], f.limits, f.label, f.unit)]),
  ) as Record<keyof Numbers, string | null>;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (Object.values(problems).some(Boolean)) return;
    router.push(
      costHref({
        model,
        city,
        years: Number(numbers.years),
        km: Number(numbers.km),
        home: Number(numbers.home),
        tariff,
        trade,
        ins,
      }),
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="用车成本计算条件">
      <label className={`${styles.field} ${styles.wide}`}>
        车型
        <select name="model" value={model} onChange={(e) => setModel(Number(e.target.value))}>
          {trims.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}（{t.price.toFixed(2)}万）
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        城市
        <select name="city" value={city} onChange={(e) => setCity(e.target.value)}>
          {cities.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      {NUMBER_FIELDS.map((f) => {
        const problem = tried ? problems[f.key] : null;
        return (
          <label key={f.key} className={styles.field}>
            {f.label}（{f.unit}）
            <input
              name={f.key}
              inputMode="numeric"
              value={numbers[f.key]}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `cost-${f.key}-error` : undefined}
              onChange={(e) => setNumbers((n) => ({ ...n, [f.key]: e.target.value }))}
            />
            {problem && (
              <span id={`cost-${f.key}-error`} className={styles.error} role="alert">
                {problem}
              </span>
            )}
          </label>
        );
      })}
      <label className={styles.field}>
        家充电价
        <select name="tariff" value={tariff} onChange={(e) => setTariff(e.target.value as Tariff)}>
          {TARIFFS.map((t) => (
            <option key={t.key} value={t.key}>
              {t.name}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        以旧换新
        <select name="trade" value={trade} onChange={(e) => setTrade(e.target.value as TradeIn)}>
          {TRADE_INS.map((t) => (
            <option key={t.key} value={t.key}>
              {t.name}
            </option>
          ))}
        </select>
      </label>
      <label className={`${styles.field} ${styles.wide}`}>
        商业险方案
        <select name="ins" value={ins} onChange={(e) => setIns(e.target.value as InsuranceKind)}>
          {INSURANCE_KINDS.map((t) => (
            <option key={t.key} value={t.key}>
              {t.name}
            </option>
          ))}
        </select>
      </label>
      <div className={styles.actions}>
        <button type="submit" className="btn btn-block">
          计算用车成本
        </button>
      </div>
    </form>
  );
}
