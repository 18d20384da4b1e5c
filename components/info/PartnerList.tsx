import Link from 'next/link';
import { ContentLink } from '@/components/ui/ContentLink';
import { SponsorMark } from '@/components/ui/SponsorMark';
import type { PartnerItem, Partners } from '@/lib/api/info';
import { formatDate } from '@/contract/format/time';
import styles from './InfoPage.module.css';

// 商业合作披露: the partners of tests, events, columns and content, group by group.

const GROUPS: { key: keyof Partners; title: string; href: (p: PartnerItem) => string | null }[] = [
  { key: 'tests', title: '测试', href: (p) => `/ranking/gamp/${p.objectId}` },
  { key: 'events', title: '活动', href: (p) => `/activity/${p.objectId}` },
  { key: 'columns', title: '专栏', href: (p) => `/column/${p.objectId}` },
  { key: 'contents', title: '文章与视频', href: () => null },
];

function PartnerRow({ item, href }: { item: PartnerItem; href: string | null }) {
  const title = <strong>{item.title}</strong>;
  return (
    <li data-testid="partner-row">
      <SponsorMark sponsor={item} />{' '}
      {href ? (
        <Link href={href}>{title}</Link>
      ) : (
        <ContentLink type={item.type} id={item.objectId}>
          {title}
        </ContentLink>
      )}
      <p className={styles.muted}>
        合作方：{item.partner} · {formatDate(item.createdAt)}
      </p>
      <p>{item.note}</p>
    </li>
  );
}

/** The disclosure: what 广告 and 合作 mean, then each group's sponsored pieces. */
export function PartnerList({ partners }: { partners: Partners }) {
  return (
    <main className={`page ${styles.page}`}>
      <article className={styles.article}>
        <h1 className={styles.title}>商业合作披露</h1>
        <div className={styles.body}>
          <p>
            新出行与品牌、厂商的商业合作都会公开标注：付费推广的测评、体验（含购车链接）标注「广告」，与合作方联合制作的内容、活动、专栏和测试标注「合作」。标注出现在列表、搜索结果和内容页上。合作不影响测试流程与结论。
          </p>
          {GROUPS.map((g) => (
            <section key={g.key} aria-labelledby={`partners-${g.key}`}>
              <h2 id={`partners-${g.key}`}>{g.title}</h2>
              {partners[g.key].length === 0 ? (
                <p className={styles.muted}>暂无商业合作</p>
              ) : (
                <ul>
                  {partners[g.key].map((p) => (
                    <PartnerRow key={`${g.key}-${p.objectId}`} item={p} href={g.href(p)} />
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      </article>
    </main>
  );
}
