import type { Metadata } from 'next';
import Link from 'next/link';
import { AnnualStory } from '@/components/annual/AnnualStory';
import styles from '@/components/annual/Annual.module.css';
import { checkToken } from '@/lib/api/auth';
import { loginHref } from '@/lib/routes';
import { siteOrigin } from '@/lib/server/content-page';
import { requestContext, serverCall } from '@/lib/server/request';

export const metadata: Metadata = {
  title: '我的年度报告',
  description: '回顾你这一年在新出行的评论、点赞、最爱车系和签到积分，生成专属分享图。',
  robots: { index: false },
};

// Anonymous visitors get a login prompt (a 200 page, not an error); a logged-in reader gets the
// story, which asks for consent before it reads any personal figure.
export default async function AnnualPage() {
  const ctx = await requestContext();
  const state = ctx.token ? await checkToken(await serverCall()) : null;
  if (!state?.valid || !state.user) {
    return (
      <main className="page">
        <section className={styles.prompt} aria-labelledby="annual-login">
          <h1 id="annual-login">登录后查看你的年度报告</h1>
          <p>
            年度报告根据你在新出行的评论、点赞、收藏和签到生成，登录后即可查看，并可生成分享图。
          </p>
          <div className={styles.actions}>
            <Link href={loginHref('/annual')} className="btn">
              去登录
            </Link>
            <Link href="/" className="btn btn-ghost">
              先逛逛
            </Link>
          </div>
        </section>
      </main>
    );
  }
  return (
    <main className="page">
      {/* The share URL is built from the trusted origin, never a client's X-Forwarded-Host. */}
      <AnnualStory userId={state.user.id} origin={await siteOrigin()} />
    </main>
  );
}
