import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import dealerStyles from '@/components/dealer/Dealer.module.css';
import { DriveForm } from '@/components/drive/DriveForm';
import { DriveSteps } from '@/components/drive/DriveSteps';
import { LazyImage } from '@/components/ui/LazyImage';
import { getDealer } from '@/lib/api/dealer';
import { getDriveModels, getDriveOptions, getDriveOrder } from '@/lib/api/drive';
import { driveHref, readDriveFlow } from '@/lib/drive-flow';
import { slotsWithinHours } from '@/contract/drive-slots';
import { formatPrice } from '@/contract/format/number';
import { parseId } from '@/lib/params';
import { requireLogin } from '@/lib/server/auth';
import { InfoRow } from '@/components/dealer/InfoRow';

export const metadata: Metadata = { title: '预约试驾', robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function DriveCreatePage({ searchParams }: Props) {
  const { call } = await requireLogin();
  const query = await searchParams;
  const flow = readDriveFlow(query);
  // ?edit={order id}: change that booking (only its owner gets it; anything else is a new one).
  const editId = parseId(query.edit);
  const editing = editId ? await getDriveOrder(editId, call) : undefined;
  // Missing choices send the person back to the step that makes them.
  if (!flow.series) redirect('/drive/select/brand');
  const [models, dealer, options] = await Promise.all([
    getDriveModels(flow.series, call),
    flow.store ? getDealer(flow.store, flow.series, call) : Promise.resolve(undefined),
    getDriveOptions(call),
  ]);
  const model = models?.list.find((m) => m.id === flow.model);
  if (!models || !model) redirect('/drive/select/brand');
  if (!dealer) redirect(driveHref('/drive/select/store', { series: flow.series, model: model.id }));

  return (
    <main className="page">
      <DriveSteps current={4} />
      <section className={dealerStyles.section} aria-label="试驾车型">
        <h1 className={dealerStyles.sectionTitle}>{editing ? '修改试驾预约' : '预约试驾'}</h1>
        <div className={dealerStyles.promo}>
          <LazyImage src={models.series.cover} alt={models.series.name} eager />
          <div className={dealerStyles.promoBody}>
            <strong>{models.series.name}</strong>
            <span data-testid="drive-model">{model.name}</span>
            <p>{formatPrice(model.price)}</p>
            <Link href={driveHref(`/drive/select/model/${models.series.id}`, { store: dealer.id })}>
              更换车型 ›
            </Link>
          </div>
        </div>
        <InfoRow label="试驾门店">
          <strong data-testid="drive-store">{dealer.name}</strong>
          <br />
          {dealer.address}
          <br />
          <span data-testid="drive-store-hours">营业时间 {dealer.hours}</span>
          <br />
          <Link
            href={driveHref('/drive/select/store', { series: models.series.id, model: model.id })}
          >
            更换门店 ›
          </Link>
        </InfoRow>
      </section>
      <section className={dealerStyles.section} aria-label="预约信息">
        <DriveForm
          modelId={model.id}
          dealerId={dealer.id}
          store={{ name: dealer.name, phone: dealer.phone }}
          days={options.days}
          times={slotsWithinHours(options.times, dealer.hours)}
          edit={
            editing && (editing.status === 1 || editing.status === 2)
              ? {
                  id: editing.id,
                  name: editing.name,
                  phone: editing.phone,
                  date: editing.driveDate,
                  time: editing.driveTime,
                  remark: editing.remark,
                }
              : undefined
          }
        />
      </section>
    </main>
  );
}
