import type { Metadata } from 'next';
import Link from 'next/link';
import { GroupList } from '@/components/social/GroupList';
import styles from '@/components/social/Social.module.css';
import { checkToken } from '@/lib/api/auth';
import { getMySocialGroups, getSocialCategories, getSocialGroups } from '@/lib/api/social';
import { loginHref } from '@/lib/routes';
import { requestContext, serverCall } from '@/lib/server/request';

export const metadata: Metadata = {
  title: '车友圈分类',
  description: '车主群、品牌车友会、兴趣小组，以及我加入的车友圈。',
};

type Props = { searchParams: Promise<{ category?: string | string[]; tab?: string | string[] }> };

export default async function SocialGroupIndexPage({ searchParams }: Props) {
  const { category, tab } = await searchParams;
  const ctx = await requestContext();
  const call = await serverCall();
  const categories = await getSocialCategories(call);
  const mineTab = tab === 'mine';
  const categoryId =
    !mineTab && typeof category === 'string'
      ? categories.find((c) => String(c.id) === category)?.id
      : undefined;
  // "Mine" is for a logged-in person; anyone else gets the way to log in instead of an error.
  const loggedIn =
    mineTab && ctx.token ? (await checkToken(call).catch(() => ({ valid: false }))).valid : false;
  const initial = mineTab
    ? loggedIn
      ? await getMySocialGroups(1, call)
      : null
    : await getSocialGroups({ category: categoryId }, 1, call);

  return (
    <main className="page">
      <h1 className="visually-hidden">车友圈分类</h1>
      <nav className={styles.cats} aria-label="分类">
        <Link
          href="/car/social-group"
          aria-current={!mineTab && categoryId === undefined ? 'page' : undefined}
          replace
        >
          全部
          <small>{categories.reduce((n, c) => n + c.count, 0)}个</small>
        </Link>
        {categories.map((c) => (
          <Link
            key={c.id}
            href={`/car/social-group?category=${c.id}`}
            aria-current={categoryId === c.id ? 'page' : undefined}
            replace
          >
            {c.name}
            <small>{c.count}个</small>
          </Link>
        ))}
        <Link href="/car/social-group?tab=mine" aria-current={mineTab ? 'page' : undefined} replace>
          我的车友圈
          {/* A visitor has joined nothing yet: the tab says what it holds once logged in. */}
          <small>{ctx.token ? '已加入' : '登录后查看'}</small>
        </Link>
      </nav>
      {initial ? (
        <GroupList
          key={mineTab ? 'mine' : (categoryId ?? 0)}
          mine={mineTab}
          category={categoryId}
          initial={initial}
        />
      ) : (
        <div className={styles.section} style={{ textAlign: 'center' }}>
          <p className={styles.meta}>登录后查看你加入的车友圈</p>
          <Link
            className="btn"
            href={loginHref('/car/social-group?tab=mine')}
            style={{ marginTop: '.1rem' }}
          >
            去登录
          </Link>
        </div>
      )}
    </main>
  );
}
