import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache, type ReactNode } from 'react';
import { getInfoPage, type ContactInfo, type PageTable } from '@/lib/api/info';
import { type InfoCategory } from '@/contract/api/info';
import { formatDate } from '@/contract/format/time';
import { simpleHtml } from '@/lib/format/simple-html';
import { serverCall } from '@/lib/server/request';
import type { InfoPageKey } from './info-pages';
import styles from './InfoPage.module.css';

/** One fetch per request even when a page and its view both need the text. */
export const loadInfoPage = cache(async (key: InfoPageKey) => getInfoPage(key, await serverCall()));

function InfoTable({ table }: { table: PageTable }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        {table.caption && <caption>{table.caption}</caption>}
        <thead>
          <tr>
            {table.columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, i) => (
            <tr key={i}>
              {row.map((cell, j) => (
                <td key={j}>
                  {/^https?:\/\//.test(cell) ? (
                    <a href={cell} target="_blank" rel="noopener noreferrer nofollow">
                      查看
                    </a>
                  ) : (
                    cell
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Contact({ contact }: { contact: ContactInfo }) {
  const rows: [string, ReactNode][] = [
    [
      '客服电话',
      <a key="t" href={`tel:${contact.phone.replace(/\D/g, '')}`}>
        {contact.phone}
      </a>,
    ],
    ['服务时间', contact.hours],
    [
      '电子邮箱',
      <a key="m" href={`mailto:${contact.email}`}>
        {contact.email}
      </a>,
    ],
    ['商务合作', contact.business],
    ['媒体联络', contact.media],
    ['公司地址', contact.address],
  ];
  return (
    <dl className={styles.contact}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function CategoryDetail({ category }: { category: InfoCategory }) {
  return (
    <section className={styles.category} id={category.type}>
      <h2>{category.name}</h2>
      <p className={styles.muted}>{category.intro}</p>
      <InfoTable
        table={{
          columns: ['信息', '使用目的', '收集场景', '是否必要'],
          rows: category.items.map((i) => [i.name, i.purpose, i.scene, i.required]),
        }}
      />
    </section>
  );
}

/** An info or legal page from the API: title, revision date, text, and its tables. */
export async function InfoPageView({
  pageKey,
  children,
}: {
  pageKey: InfoPageKey;
  children?: ReactNode;
}) {
  const page = await loadInfoPage(pageKey);
  if (!page) notFound();
  const { tables, contact, categories } = page.data;
  return (
    <main className={`page ${styles.page}`}>
      <article className={styles.article}>
        <h1 className={styles.title}>{page.title}</h1>
        <p className={styles.muted}>更新日期：{formatDate(page.updatedAt)}</p>
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: simpleHtml(page.body) }} />
        {contact && <Contact contact={contact} />}
        {pageKey === 'personal-information' && categories && (
          <ul className={styles.catLinks}>
            {categories.map((c) => (
              <li key={c.type}>
                <Link href={`/personal-information-detail?type=${c.type}`}>
                  <strong>{c.name}</strong>
                  <span>{c.items.length} 项 · 查看明细</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        {tables?.map((t, i) => (
          <InfoTable key={i} table={t} />
        ))}
        {children}
      </article>
    </main>
  );
}
