'use client';

import { useState, type FormEvent } from 'react';
import { FormFooter } from '@/components/ui/FormFields';
import { toast } from '@/components/ui/toast';
import { useSubmit } from '@/components/ui/useSubmit';
import { submitMerchantInfo, type MerchantApplication, type MerchantInput } from '@/lib/api/info';
import styles from '@/components/ui/Form.module.css';

import { FIELD_LIMITS, tooLong } from '@/lib/field-limits';
import { FORM_MESSAGES, PHONE_PATTERN } from '@/lib/forms';

/** Checks the form the way the API does, in the order a person fills it in. */
export function validateMerchant(input: MerchantInput): string | null {
  if (!input.name.trim()) return '请填写姓名';
  const name = tooLong('name', input.name.trim());
  if (name) return name;
  if (!PHONE_PATTERN.test(input.phone.trim())) return FORM_MESSAGES.phone;
  if (!input.company.trim()) return '请填写公司名称';
  const company = tooLong('company', input.company.trim());
  if (company) return company;
  if (!input.city.trim()) return '请选择所在城市';
  const city = tooLong('merchantCity', input.city.trim());
  if (city) return city;
  if (!input.brand.trim()) return '请填写代理品牌';
  return tooLong('merchantBrand', input.brand.trim());
}

const FIELDS: { key: keyof MerchantInput; label: string; placeholder: string; type?: string; max: number }[] = [
  { key: 'name', label: '姓名', placeholder: '请填写联系人姓名', max: FIELD_LIMITS.name.max },
  { key: 'phone', label: '手机号', placeholder: '请填写联系人手机号', type: 'tel', max: 11 },
  { key: 'company', label: '公司名称', placeholder: '如：北京远航汽车销售服务有限公司', max: FIELD_LIMITS.company.max },
  { key: 'city', label: '所在城市', placeholder: '如：北京', max: FIELD_LIMITS.merchantCity.max },
  { key: 'brand', label: '代理品牌', placeholder: '如：比亚迪、小鹏（多个用顿号分隔）', max: FIELD_LIMITS.merchantBrand.max },
];

export function MerchantForm({ defaultPhone, onDone }: { defaultPhone?: string; onDone?: (a: MerchantApplication) => void }) {
  const [input, setInput] = useState<MerchantInput>({ name: '', phone: defaultPhone ?? '', company: '', city: '', brand: '' });
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useSubmit({ onError: setError });
  const [done, setDone] = useState<MerchantApplication | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const invalid = validateMerchant(input);
    if (invalid) {
      setError(invalid);
      return;
    }
    setError(null);
    await run(async () => {
      const saved = await submitMerchantInfo({
        name: input.name.trim(),
        phone: input.phone.trim(),
        company: input.company.trim(),
        city: input.city.trim(),
        brand: input.brand.trim(),
      });
      setDone(saved);
      toast('提交成功');
      onDone?.(saved);
    });
  }

  if (done) {
    return (
      <div className={styles.success} role="status">
        <h2>提交成功</h2>
        <p>我们已收到 {done.company} 的信息，招商经理将在 2 个工作日内与 {done.name} 联系。</p>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {FIELDS.map((f) => (
        <label key={f.key} className={styles.row}>
          <span className={styles.label}>{f.label}</span>
          <input
            name={f.key}
            type={f.type ?? 'text'}
            inputMode={f.key === 'phone' ? 'numeric' : undefined}
            maxLength={f.max}
            placeholder={f.placeholder}
            value={input[f.key]}
            onChange={(e) => {
              const value = f.key === 'phone' ? e.target.value.replace(/\D/g, '') : e.target.value;
              setInput((prev) => ({ ...prev, [f.key]: value }));
            }}
          />
        </label>
      ))}
      <FormFooter error={error} busy={busy} busyText="提交中..." text="提交信息" errorClass={styles.error} />
    </form>
  );
}
