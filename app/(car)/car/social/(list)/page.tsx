import type { Metadata } from 'next';
import Link from 'next/link';
import { GroupList } from '@/components/social/GroupList';
import styles from '@/components/social/Social.module.css';
import { getSocialBrands, getSocialGroups } from '@/lib/api/social';
import { parseId } from '@/lib/params';
import { serverCall } from '@/lib/server/request';

export const metadata: Metadata = {
  title: '车友圈',
  description: '按品牌找到本地车主群、品牌车友会和兴趣小组。',
};

type Props = { searchParams: Promise<{ brand?: string | string[] }> };

export default async function SocialPage({ searchParams }: Props) {
  const { brand } = await searchParams;
  const call = await serverCall();
  const brands = await getSocialBrands(call);
  const asked = parseId(brand);
  const brandId = brands.some((b) => b.id === asked) ? asked : undefined;
  const initial = await getSocialGroups({ brandId }, 1, call);
  return (
    <main className="page">
      <h1 className="visually-hidden">车友圈</h1>
      <nav className={styles.tabs} aria-label="品牌">
        <Link href="/car/social" aria-current={brandId === undefined ? 'page' : undefined} replace>
          全部
        </Link>
        {brands.map((b) => (
          <Link
            key={b.id}
            href={`/car/social?brand=${b.id}`}
            aria-current={brandId === b.id ? 'page' : undefined}
            replace
          >
            {b.name}
          </Link>
        ))}
      </nav>
      <div className={styles.cats}>
        <Link href="/car/social-group">
          车友圈分类
          <small>车主群 · 车友会 · 兴趣</small>
        </Link>
        <Link href="/car/social-group?tab=mine">
          我的车友圈
          <small>已加入的圈子</small>
        </Link>
        <Link href="/car/selection">
          选车
          <small>按条件找车</small>
        </Link>
      </div>
      <GroupList key={brandId ?? 0} brandId={brandId} initial={initial} />
    </main>
  );
}
