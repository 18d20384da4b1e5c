import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { ElderSwitch } from '@/components/elder/ElderSwitch';
import { RecommendSwitch } from '@/components/recommend/RecommendSwitch';
import styles from '@/components/recommend/Recommend.module.css';
import { getRecommendSetting } from '@/lib/api/home';
import { RECOMMEND_COOKIE } from '@/contract/recommend';
import { requestContext, serverCall } from '@/lib/server/request';

export const metadata: Metadata = { title: '设置', robots: { index: false } };

/** 设置: the reader's switches, for anonymous readers too: 显示 (长辈版, this browser's cookie) and 推荐 (the account's, else the device's). */
export default async function SettingsPage() {
  const ctx = await requestContext();
  const signedIn = Boolean(ctx.token);
  const setting = await getRecommendSetting(await serverCall());
  // As the home page decides it: signed in, the account's; anonymous, the cookie and the device's.
  const personalised = signedIn
    ? setting.personalised
    : setting.personalised && (await cookies()).get(RECOMMEND_COOKIE)?.value !== '0';
  return (
    <main className={`page ${styles.settings}`}>
      <h1 className={styles.title}>设置</h1>
      <section className={styles.group} aria-labelledby="settings-display">
        <h2 id="settings-display" className={styles.groupTitle}>
          显示
        </h2>
        <ElderSwitch on={ctx.elder} />
      </section>
      <section className={styles.group} aria-labelledby="settings-recommend">
        <h2 id="settings-recommend" className={styles.groupTitle}>
          推荐
        </h2>
        <RecommendSwitch initial={personalised} signedIn={signedIn} />
      </section>
    </main>
  );
}
