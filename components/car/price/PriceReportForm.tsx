'use client';

import { useState, type FormEvent } from 'react';
import { useRouter } from '@/components/layout/useRouter';
import { toast } from '@/components/ui/toast';
import { useFormSubmit } from '@/components/ui/useSubmit';
import type { MyPriceCar } from '@/lib/api/price';
import { formatMonth } from '@/contract/format/price';
import styles from './price.module.css';

/** A whole number of 元 typed in a field ('' is 0), or null when it is not one. */
function yuanOf(text: string): number | null {
  const t = text.trim();
  if (t === '') return 0;
  const n = Number(t);
  return Number.isInteger(n) && n >= 0 && n <= 500_000 ? n : null;
}

/** The 裸车价 typed in 万元 as 元, or null when it is not a price. */
function bareOf(text: string): number | null {
  const n = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(n) && n > 0 ? Math.round(n * 10_000) : null;
}

/** One amount of the report: its label, the figure typed, and its unit (万元 for the price, else 元). */
function MoneyField({
  label,
  unit,
  value,
  onChange,
  placeholder = '0',
}: {
  label: string;
  unit: '万元' | '元';
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}) {
  return (
    <label className={styles.field}>
      <span className={styles.fieldLabel}>{label}</span>
      <input
        value={value}
        onChange={(e) => onChange(e.target.value)}
        inputMode={unit === '元' ? 'numeric' : 'decimal'}
        placeholder={placeholder}
        aria-label={`${label}（${unit}）`}
      />
      <span className={styles.unit}>{unit}</span>
    </label>
  );
}

/**
 * 晒价格: an owner of the trim says what they paid (裸车价 in 万元, the 落地价 split in 元, city and
 * month of purchase). It starts from their report when they sent one (a new one replaces it), else
 * from their car's city and month. On success the trim's page shows the figures with it.
 */
export function PriceReportForm({ mine }: { mine: MyPriceCar }) {
  const router = useRouter();
  const start = mine.report;
  const [bare, setBare] = useState(start ? String(start.barePrice / 10_000) : '');
  const [tax, setTax] = useState(start ? String(start.purchaseTax) : '');
  const [insurance, setInsurance] = useState(start ? String(start.insurance) : '');
  const [plate, setPlate] = useState(start ? String(start.plateFee) : '');
  const [extras, setExtras] = useState(start ? String(start.extras) : '');
  const [city, setCity] = useState(start?.city ?? mine.car?.city ?? '');
  const [month, setMonth] = useState(start?.month ?? mine.car?.month ?? '');
  const { busy, error, submit } = useFormSubmit({
    fallback: '提交失败，请稍后重试',
    stayBusy: true,
  });
  const guide = Math.round(mine.model.price * 10_000);

  function check(): string | null {
    const b = bareOf(bare);
    if (b === null || b < 10_000 || b > guide * 3) return '请填写裸车价（单位：万元）';
    if ([tax, insurance, plate, extras].some((v) => yuanOf(v) === null))
      return '购置税、保险、上牌、精品/金融请填写0至50万之间的整数（单位：元）';
    if (!city) return '请选择购车城市';
    if (!/^\d{4}-\d{2}$/.test(month)) return '请选择购车月份';
    if (month < mine.model.launchMonth || month > mine.thisMonth)
      return `购车月份需在该车型上市（${formatMonth(mine.model.launchMonth)}）之后、本月及以前`;
    return null;
  }

  async function onSubmit(e: FormEvent) {
    await submit(e, check(), async () => {
      // The API module (with its schemas) loads on submit, not with the page.
      const { submitPriceReport } = await import('@/lib/api/price');
      const saved = await submitPriceReport({
        modelId: mine.model.id,
        city,
        month,
        barePrice: bareOf(bare)!,
        purchaseTax: yuanOf(tax)!,
        insurance: yuanOf(insurance)!,
        plateFee: yuanOf(plate)!,
        extras: yuanOf(extras)!,
      });
      void toast(saved.replaced ? '已更新你的成交价' : '已晒出成交价，感谢分享');
      router.push(`/car/model/${mine.model.id}`);
    });
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="晒价格">
      <MoneyField
        label="裸车价"
        unit="万元"
        value={bare}
        onChange={setBare}
        placeholder={`指导价${mine.model.price}`}
      />
      <MoneyField label="购置税" unit="元" value={tax} onChange={setTax} />
      <MoneyField label="保险" unit="元" value={insurance} onChange={setInsurance} />
      <MoneyField label="上牌" unit="元" value={plate} onChange={setPlate} />
      <MoneyField label="精品/金融" unit="元" value={extras} onChange={setExtras} />
      <label className={styles.field}>
        <span className={styles.fieldLabel}>购车城市</span>
        <select value={city} onChange={(e) => setCity(e.target.value)} aria-label="购车城市">
          <option value="">请选择</option>
          {mine.cities.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span className={styles.fieldLabel}>购车月份</span>
        <input
          type="month"
          value={month}
          min={mine.model.launchMonth}
          max={mine.thisMonth}
          onChange={(e) => setMonth(e.target.value)}
          aria-label="购车月份"
        />
      </label>
      {error && (
        <p className={styles.formError} role="alert">
          {error}
        </p>
      )}
      <p className={styles.formNote}>
        {start
          ? '你已晒过这款车型的价格，再次提交将替换上一条。'
          : '每位车主每款车型一条，之后可再次提交替换。'}
        与指导价相差过大的报价会作为异常排除，不计入成交价。
      </p>
      <button type="submit" className="btn btn-block" disabled={busy}>
        {busy ? '提交中...' : start ? '更新成交价' : '晒价格'}
      </button>
    </form>
  );
}
