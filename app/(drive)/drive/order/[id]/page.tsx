import { maskPhone } from '@/contract/format/phone';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { CallButton } from '@/components/dealer/CallButton';
import dealerStyles from '@/components/dealer/Dealer.module.css';
import { CancelDrive } from '@/components/drive/CancelDrive';
import styles from '@/components/drive/Drive.module.css';
import { getDriveOrder } from '@/lib/api/drive';
import { formatDate } from '@/contract/format/time';
import { idOr404 } from '@/lib/server/page';
import { requireLogin } from '@/lib/server/auth';
import { InfoRow } from '@/components/dealer/InfoRow';

export const metadata: Metadata = { title: '试驾预约详情', robots: { index: false } };

const NEXT_STEP: Record<number, string> = {
  1: '门店将在2小时内（营业时间）电话与您确认试驾时间，请保持电话畅通。',
  2: '门店已确认，请按预约时间携带驾驶证到店试驾。',
  3: '试驾已完成，欢迎到车系页分享您的试驾感受。',
  4: '预约已取消，可随时重新预约。',
};

type Props = { params: Promise<{ id: string }> };

export default async function DriveOrderPage({ params }: Props) {
  const id = idOr404((await params).id);
  const { call } = await requireLogin();
  // Someone else's order answers 404 from the API: the same not-found screen as a wrong id.
  const order = (await getDriveOrder(id, call)) ?? notFound();
  const maskedPhone = maskPhone(order.phone);

  return (
    <main className="page">
      <section className={dealerStyles.section} aria-label="预约状态">
        <h1 className={dealerStyles.sectionTitle}>
          试驾预约
          <span className={styles.status} data-status={order.status} data-testid="drive-status">
            {order.statusName}
          </span>
        </h1>
        <p className={dealerStyles.meta}>{NEXT_STEP[order.status]}</p>
      </section>
      <section className={dealerStyles.section} aria-label="预约信息">
        <InfoRow label="试驾车型" testId="order-model">
          {order.series?.name} {order.model?.name}
        </InfoRow>
        <InfoRow label="试驾时间" testId="order-time">
          {order.driveDate} {order.driveTime}
        </InfoRow>
        {order.dealer && (
          <InfoRow label="试驾门店">
            <Link
              href={`/car/dealer/${order.dealer.id}${order.series ? `/${order.series.id}` : ''}`}
              data-testid="order-store"
            >
              {order.dealer.name}
            </Link>
            <br />
            {order.dealer.address}
            <br />
            <CallButton
              dealerId={order.dealer.id}
              seriesId={order.series?.id}
              phone={order.dealer.phone}
              className={dealerStyles.phone}
            />
          </InfoRow>
        )}
        <InfoRow label="联系人" testId="order-contact">
          {order.name} {maskedPhone}
        </InfoRow>
        {order.remark && <InfoRow label="备注">{order.remark}</InfoRow>}
        <InfoRow label="提交时间">{formatDate(order.createdAt, 'YYYY-MM-DD HH:mm')}</InfoRow>
      </section>
      {(order.status === 1 || order.status === 2) && (
        <section className={dealerStyles.section}>
          {order.series && order.model && order.dealer && (
            <Link
              className="btn btn-block"
              style={{ marginBottom: '.1rem' }}
              href={`/drive/create?series=${order.series.id}&model=${order.model.id}&store=${order.dealer.id}&edit=${order.id}`}
            >
              修改预约
            </Link>
          )}
          <CancelDrive orderId={order.id} />
        </section>
      )}
      {order.status === 4 && order.series && (
        <section className={dealerStyles.section}>
          <Link className="btn btn-block" href={`/drive/select/model/${order.series.id}`}>
            重新预约
          </Link>
        </section>
      )}
    </main>
  );
}
