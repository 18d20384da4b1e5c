import type { Metadata } from 'next';
import { stripEmoji } from '@/lib/format/emoji';
import { Suspense } from 'react';
import { JoinTeam } from '@/components/team/JoinTeam';
import styles from '@/components/team/Team.module.css';
import { LazyImage } from '@/components/ui/LazyImage';
import { getTeamInvitation } from '@/lib/api/promotion';
import { formatDate } from '@/contract/format/time';
import { recordPage, type IdRouteProps } from '@/lib/server/page';

// A team invitation (desktop-exempt, spec §1): who invites, to which team, and the join action.

const page = recordPage(
  (call, id) => getTeamInvitation(id, call),
  (inv): Metadata => ({
    title: `${inv.inviter.nickname}邀请你加入「${inv.team.name}」`,
    description: stripEmoji(inv.team.intro),
  }),
  { title: '邀请不存在' },
);
export const generateMetadata = page.generateMetadata;

export default async function TeamInvitationPage(props: IdRouteProps) {
  const inv = await page.record(props);
  return (
    <main className="page" style={{ paddingBottom: '.9rem' }}>
      <header className={styles.hero}>
        <LazyImage
          src={inv.inviter.avatar}
          alt={inv.inviter.nickname}
          fallback="avatar"
          className={styles.inviter}
          width={64}
          height={64}
          eager
        />
        <h1>
          {inv.inviter.nickname} 邀请你加入「{inv.team.name}」
        </h1>
        <p className={styles.lead}>
          {inv.team.city}
          {inv.team.seriesName && ` · ${inv.team.seriesName}车主`} · 成立于
          {formatDate(inv.team.createdAt, 'YYYY年MM月')}
        </p>
      </header>
      <section className={styles.section} aria-labelledby="team-intro">
        <h2 id="team-intro" className={styles.sectionTitle}>
          车队介绍
        </h2>
        <p className={styles.p}>{inv.team.intro}</p>
      </section>
      <section className={styles.section} aria-labelledby="team-members">
        <h2 id="team-members" className={styles.sectionTitle}>
          车队成员
        </h2>
        <ul className={styles.members}>
          {inv.team.members.map((m) => (
            <li key={m.id} className={styles.member}>
              <LazyImage src={m.avatar} alt="" fallback="avatar" width={40} height={40} />
              <p className="line-clamp-2">{m.nickname}</p>
            </li>
          ))}
        </ul>
      </section>
      <Suspense fallback={null}>
        <JoinTeam invitation={inv} />
      </Suspense>
    </main>
  );
}
