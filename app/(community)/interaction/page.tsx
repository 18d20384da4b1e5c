import type { Metadata } from 'next';
import Link from 'next/link';
import styles from '@/components/community/Community.module.css';
import { InteractionList } from '@/components/community/Lists';
import { TabLinks } from '@/components/community/TabLinks';
import { EmptyState } from '@/components/ui/EmptyState';
import { getInteractions } from '@/lib/api/community-more';
import { INTERACTION_KIND_KEYS, INTERACTION_KINDS } from '@/contract/api/community-more';
import { ApiError } from '@/lib/api/http';
import { parseEnum } from '@/lib/params';
import { loginHref } from '@/lib/routes';
import { serverCall } from '@/lib/server/request';

export const metadata: Metadata = { title: '互动消息', robots: { index: false } };

type Props = { searchParams: Promise<{ kind?: string | string[] }> };

/** The reader's replies, likes and mentions in the community; anonymous readers are asked to log in. */
export default async function InteractionPage({ searchParams }: Props) {
  const kind = parseEnum((await searchParams).kind, INTERACTION_KIND_KEYS) ?? 'replies';
  const href = kind === 'replies' ? '/interaction' : `/interaction?kind=${kind}`;
  const call = await serverCall();
  const initial = call.token
    ? await getInteractions(kind, 1, call).catch((err: unknown) => {
        if (err instanceof ApiError && (err.status === 401 || err.status === 460)) return null;
        throw err;
      })
    : null;
  return (
    <main className="page">
      <h1 className="visually-hidden">互动消息</h1>
      <TabLinks
        label="互动类型"
        current={kind}
        tabs={INTERACTION_KINDS.map((k) => ({
          key: k.key,
          name: k.name,
          href: k.key === 'replies' ? '/interaction' : `/interaction?kind=${k.key}`,
        }))}
      />
      {initial ? (
        <InteractionList key={kind} kind={kind} initial={initial} />
      ) : (
        <div className={styles.section}>
          <EmptyState text="登录后查看谁回复了你、赞了你和@了你" />
          <p style={{ textAlign: 'center' }}>
            <Link className="btn" href={loginHref(href)}>
              登录
            </Link>
          </p>
        </div>
      )}
    </main>
  );
}
