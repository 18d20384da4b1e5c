import type { Metadata } from 'next';
import { stripEmoji } from '@/lib/format/emoji';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { JoinTeam } from '@/components/team/JoinTeam';
import styles from '@/components/team/Team.module.css';
import { LazyImage } from '@/components/ui/LazyImage';
import { getTeamInvitation } from '@/lib/api/promotion';
import { formatDate } from '@/contract/format/time';
import { idOr404, loader } from '@/lib/server/page';

// A team invitation (desktop-exempt, spec §1): who invites, to which team, and the join action.

type Props = { params: Promise<{ id: string }> };

const loadInvitation = loader((call, id: number) => getTeamInvitation(id, call));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const inv = await loadInvitation(idOr404((await params).id));
  if (!inv) return { title: '邀请不存在' };
  return {
    title: `${inv.inviter.nickname}邀请你加入「${inv.team.name}」`,
    description: stripEmoji(inv.team.intro),
  };
}

export default async function TeamInvitationPage({ params }: Props) {
  const inv = (await loadInvitation(idOr404((await params).id))) ?? notFound();
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
