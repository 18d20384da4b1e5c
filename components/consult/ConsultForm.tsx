'use client';

import Link from 'next/link';
import { useRouter } from '@/components/layout/useRouter';
import { useEffect, useState } from 'react';
import { LeadForm } from '@/components/dealer/LeadForm';
import { SelectOptions } from '@/components/ui/FormFields';
import formStyles from '@/components/ui/LeadForm.module.css';
import { UndoSubmit, UndoneNote } from '@/components/elder/UndoSubmit';
import type { ConsultType } from '@/lib/api/city';
import type { ConsultResult, SeriesBrief } from '@/lib/api/dealer';
import type { DriveBrand } from '@/lib/api/drive';
import { useMainStore } from '@/stores/main';
import { InfoRow } from '@/components/dealer/InfoRow';
import { seriesDisplayName } from '@/lib/format/car-name';

const NEXT: Record<number, string> = {
  1: '经销商将在30分钟内（营业时间）电话为您报出本地最低价。',
  2: '试驾顾问将联系您确认到店或上门试驾的时间。',
  3: '金融专员将为您测算首付、月供，并介绍低息贷款方案。',
  4: '置换顾问将为您评估旧车，并说明本地以旧换新补贴的申领方式。',
};

/**
 * The consult lead form of one type. The series comes from the page (its ?sid=); without one the
 * person picks a brand and a series here.
 */
export function ConsultForm({ kind, series, brands }: { kind: ConsultType; series: SeriesBrief | null; brands: DriveBrand[] }) {
  const router = useRouter();
  const city = useMainStore((s) => s.city);
  // A series handed over in the store (consultSid) becomes the URL's ?sid=: read before the
  // shell resets it on this navigation, then the page renders with it on the server.
  const [storeSid] = useState(() => (series ? null : useMainStore.getState().consultSid));
  useEffect(() => {
    if (storeSid) router.replace(`/consult/${kind.type}?sid=${storeSid}`);
  }, [storeSid, kind.type, router]);
  const [brandId, setBrandId] = useState<number | ''>('');
  const [options, setOptions] = useState<SeriesBrief[]>([]);
  const [seriesId, setSeriesId] = useState<number | ''>(series?.id ?? '');
  const [done, setDone] = useState<ConsultResult | null>(null);
  const [undone, setUndone] = useState(false);

  useEffect(() => {
    if (!brandId) return;
    let live = true;
    // The API modules (with their response schemas) load on first use, not with the page.
    import('@/lib/api/drive')
      .then(({ getDriveSeries }) => getDriveSeries(brandId))
      .then((d) => live && setOptions(d?.list ?? []))
      .catch(() => live && setOptions([]));
    return () => {
      live = false;
    };
  }, [brandId]);

  if (undone) {
    return (
      <UndoneNote
        kind="lead"
        onAgain={() => {
          setUndone(false);
          setDone(null);
        }}
      />
    );
  }
  if (done) {
    return (
      <div className={formStyles.success} role="status">
        <h2>提交成功</h2>
        <p>
          您的{kind.name}需求（{done.series.name}，{done.city}）已提交。
        </p>
        <p>{NEXT[kind.type]}</p>
        <p>{done.dealerCount > 0 ? `已通知${done.city}的${done.dealerCount}家经销商。` : '厂家客服将尽快与您联系。'}</p>
        <UndoSubmit target={done.undoKey ? { kind: 'lead', id: done.id, key: done.undoKey } : undefined} onUndone={() => setUndone(true)} />
        <Link className="btn btn-ghost" href={`/series/${done.series.id}`}>
          返回车系
        </Link>
      </div>
    );
  }

  return (
    <LeadForm
      submitText={`提交${kind.name}`}
      verifyPhone
      validateExtra={() => (seriesId ? null : '请选择车系')}
      onSubmit={async (lead) => {
        const { createConsult } = await import('@/lib/api/dealer');
        const res = await createConsult({ ...lead, consultType: kind.type, seriesId: Number(seriesId), cityCode: city.code });
        setDone(res);
      }}
    >
      {series ? (
        <InfoRow label="意向车系" testId="consult-series">
          {seriesDisplayName(series.brandName, series.name)}
        </InfoRow>
      ) : (
        <>
          <label className={formStyles.field}>
            <span className={formStyles.label}>品牌</span>
            <select
              name="brand"
              value={brandId}
              onChange={(e) => {
                setBrandId(e.target.value ? Number(e.target.value) : '');
                setSeriesId('');
                setOptions([]);
              }}
            >
              <SelectOptions placeholder="请选择品牌" items={brands} />
            </select>
          </label>
          <label className={formStyles.field}>
            <span className={formStyles.label}>车系</span>
            <select name="series" value={seriesId} onChange={(e) => setSeriesId(e.target.value ? Number(e.target.value) : '')} disabled={!options.length}>
              <SelectOptions placeholder={brandId ? '请选择车系' : '请先选择品牌'} items={options} />
            </select>
          </label>
        </>
      )}
      <InfoRow label="所在城市">
        {city.city}
        <Link className={formStyles.switchLink} href={`/city?redirect=${encodeURIComponent(`/consult/${kind.type}${series ? `?sid=${series.id}` : ''}`)}`}>
          切换城市
        </Link>
      </InfoRow>
    </LeadForm>
  );
}
