'use client';

import { useState, type ChangeEvent, type FormEvent } from 'react';
import { FormFooter, TextField } from '@/components/ui/FormFields';
import { readDataUrl } from '@/components/ui/read-data-url';
import { errorMessage, toast } from '@/components/ui/toast';
import { useSubmit } from '@/components/ui/useSubmit';
import { checkJoinPhone } from '@/lib/api/dealer';
import { applyToJoin, uploadMerchantPicture, type MerchantApplication } from '@/lib/api/info';
import { FIELD_LIMITS } from '@/contract/field-limits';
import {
  firstError,
  MERCHANT_MESSAGES,
  normalizePhone,
  validateMerchant,
  type MerchantErrors,
  type MerchantInput,
} from '@/contract/forms';
import styles from '@/components/ui/Form.module.css';

/** The first problem of an application, for callers that want one line (the rule: contract/forms.ts). */
export const merchantProblem = (input: MerchantInput): string | null =>
  firstError(validateMerchant(input));

type TextKey = Exclude<keyof MerchantInput, 'licence'>;
const FIELDS: { key: TextKey; label: string; placeholder: string; type?: string; max: number }[] = [
  { key: 'name', label: '姓名', placeholder: '请填写联系人姓名', max: FIELD_LIMITS.name.max },
  { key: 'phone', label: '手机号', placeholder: '请填写联系人手机号', type: 'tel', max: 11 },
  {
    key: 'company',
    label: '公司名称',
    placeholder: '如：北京远航汽车销售服务有限公司',
    max: FIELD_LIMITS.company.max,
  },
  { key: 'city', label: '所在城市', placeholder: '如：北京', max: FIELD_LIMITS.merchantCity.max },
  {
    key: 'brand',
    label: '代理品牌',
    placeholder: '如：比亚迪、小鹏（多个用顿号分隔）',
    max: FIELD_LIMITS.merchantBrand.max,
  },
];

/**
 * 商户入驻: contact, company, city, brands and a business licence picture. The picture goes up
 * first (upload), the phone is checked before the submit (phone-check), then apply-join. A failed
 * step keeps everything typed; each field shows its own Chinese error.
 */
export function MerchantForm({
  defaultPhone,
  onDone,
}: {
  defaultPhone?: string;
  onDone?: (a: MerchantApplication) => void;
}) {
  const [input, setInput] = useState<MerchantInput>({
    name: '',
    phone: defaultPhone ?? '',
    company: '',
    city: '',
    brand: '',
    licence: '',
  });
  const [errors, setErrors] = useState<MerchantErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const { busy, run } = useSubmit({ onError: setError });
  const [done, setDone] = useState<MerchantApplication | null>(null);

  async function pickLicence(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setUploading(true);
    try {
      const uploaded = await uploadMerchantPicture(await readDataUrl(file), { timeout: 60_000 });
      setInput((prev) => ({ ...prev, licence: uploaded.url }));
      setErrors((prev) => ({ ...prev, licence: undefined }));
    } catch (err) {
      setErrors((prev) => ({ ...prev, licence: errorMessage(err, '图片上传失败，请重试') }));
    } finally {
      setUploading(false);
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = validateMerchant(input);
    setErrors(found);
    const first = firstError(found);
    setError(first);
    if (first) return;
    await run(async () => {
      const phone = normalizePhone(input.phone.trim());
      const check = await checkJoinPhone(phone);
      if (check.submitted) {
        setErrors({ phone: MERCHANT_MESSAGES.phoneTaken });
        setError(MERCHANT_MESSAGES.phoneTaken);
        return;
      }
      const saved = await applyToJoin({
        name: input.name.trim(),
        phone,
        company: input.company.trim(),
        city: input.city.trim(),
        brand: input.brand.trim(),
        licence: input.licence,
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
        <p>
          我们已收到 {done.company} 的信息，招商经理将在 2 个工作日内与 {done.name} 联系。
        </p>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {FIELDS.map((f) => (
        <TextField
          key={f.key}
          id={`merchant-${f.key}`}
          label={f.label}
          error={errors[f.key]}
          classes={{ field: styles.row, label: styles.label, error: styles.error }}
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
      ))}
      <div className={styles.row}>
        <span className={styles.label}>营业执照</span>
        <label
          className="btn"
          aria-describedby={errors.licence ? 'merchant-licence-error' : undefined}
        >
          {uploading ? '上传中...' : input.licence ? '重新上传' : '上传照片'}
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp"
            hidden
            aria-label="上传营业执照照片"
            disabled={uploading}
            onChange={(e) => void pickLicence(e)}
          />
        </label>
        {input.licence && (
          <img
            src={input.licence}
            alt="营业执照照片"
            width={64}
            height={48}
            style={{ objectFit: 'cover', marginLeft: '.08rem' }}
          />
        )}
      </div>
      {errors.licence && (
        <p id="merchant-licence-error" className={styles.error}>
          {errors.licence}
        </p>
      )}
      <p className={styles.hint}>
        {MERCHANT_MESSAGES.licence}：PNG、JPG 或 WebP，不超过 5MB，仅用于入驻审核。
      </p>
      <FormFooter
        error={error}
        busy={busy || uploading}
        busyText={uploading ? '图片上传中...' : '提交中...'}
        text="提交信息"
        errorClass={styles.error}
      />
    </form>
  );
}
