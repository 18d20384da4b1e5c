import type { Metadata } from 'next';
import { MerchantForm } from '@/components/market/MerchantForm';
import styles from '@/components/ui/Form.module.css';
import { getMyMerchantInfo } from '@/lib/api/info';
import { formatDate } from '@/contract/format/time';
import { requireLogin } from '@/lib/server/auth';

export const metadata: Metadata = {
  title: '商户信息登记',
  description: '汽车经销商、门店入驻新出行：登记联系人、公司、城市与代理品牌，招商经理将与你联系。',
  robots: { index: false },
};

export default async function AddInformationPage() {
  const { call } = await requireLogin();
  const mine = await getMyMerchantInfo(call);
  return (
    <main className="page">
      <div style={{ padding: '.2rem .16rem .08rem', background: 'var(--card)' }}>
        <h1 style={{ fontSize: '.22rem' }}>商户信息登记</h1>
        <p className={styles.hint}>
          经销商、4S 店和二级网点均可登记。提交后招商经理会在 2 个工作日内与你联系，开通商家版后台。
        </p>
      </div>
      {mine && mine.status === 0 ? (
        <div className={styles.success} role="status">
          <h2>信息审核中</h2>
          <p>
            {mine.company}（{mine.city} · {mine.brand}）已于{' '}
            {mine.createdAt ? formatDate(mine.createdAt) : ''} 提交，招商经理将与 {mine.name}{' '}
            联系，请保持电话畅通。
          </p>
        </div>
      ) : (
        <MerchantForm />
      )}
    </main>
  );
}
