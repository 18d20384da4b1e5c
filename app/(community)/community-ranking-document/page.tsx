import type { Metadata } from 'next';
import Link from 'next/link';
import styles from '@/components/community/Community.module.css';
import { getRankBoards, getRankRules } from '@/lib/api/community-more';
import { serverCall } from '@/lib/server/request';

export const metadata: Metadata = {
  title: '社区榜单规则',
  description: '新出行社区热帖榜、达人榜、圈子榜的计分与排名规则。',
};

export default async function RankingDocumentPage() {
  const call = await serverCall();
  const [doc, boards] = await Promise.all([getRankRules(call), getRankBoards(call)]);
  return (
    <main className="page">
      <article className={`${styles.section} ${styles.doc}`} style={{ marginTop: 0 }}>
        <h1 style={{ margin: 0, fontSize: '.2rem' }}>{doc.title}</h1>
        {doc.sections.map((s) => (
          <section key={s.heading}>
            <h2>{s.heading}</h2>
            {s.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </section>
        ))}
        <h2>全部榜单</h2>
        <div className={styles.chips}>
          {boards.map((b) => (
            <Link key={b.id} className={styles.chip} href={`/community-ranking/${b.id}`}>
              {b.title}
            </Link>
          ))}
        </div>
      </article>
    </main>
  );
}
