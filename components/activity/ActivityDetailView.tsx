import { SponsorNote } from '@/components/ui/SponsorMark';
import Link from 'next/link';
import { LazyImage } from '@/components/ui/LazyImage';
import { ACTIVITY_STATE_LABEL, REGISTRATION_LABEL, type ActivityDetail } from '@/lib/api/activity';
import { formatDate } from '@/contract/format/time';
import { ActivityShare } from './ActivityShare';
import { seatsText } from './ActivityCard';
import { ActivitySocial, type SocialRead } from './ActivitySocial';
import { InfoRow } from './InfoRow';
import styles from './Activity.module.css';
import { seriesDisplayName } from '@/contract/format/car-name';

const ORGANISER_KIND = {
  official: '官方活动',
  circle: '圈子活动',
  club: '俱乐部活动',
  user: '车友发起',
} as const;

/** What the bottom bar offers, by the activity's state and the viewer's registration. */
function SignAction({ activity: a, invite }: { activity: ActivityDetail; invite?: number }) {
  if (a.myRegistration) {
    return (
      <Link href={`/activity-registration-order/${a.myRegistration.id}`} className="btn btn-block">
        查看我的报名（{REGISTRATION_LABEL[a.myRegistration.status]}）
      </Link>
    );
  }
  if (a.state === 'upcoming') {
    return (
      <button type="button" className="btn btn-block" disabled>
        {formatDate(a.signStartsAt, 'MM月DD日 HH:mm')} 开始报名
      </button>
    );
  }
  if (a.state === 'ended') {
    return (
      <button type="button" className="btn btn-block" disabled>
        报名已结束
      </button>
    );
  }
  const full = a.seated >= a.capacity;
  return (
    <Link
      href={`/activity-registration/${a.id}${invite ? `?invite=${invite}` : ''}`}
      className="btn btn-block"
    >
      {full ? '名额已满，报名候补' : '立即报名'}
    </Link>
  );
}

export function ActivityDetailView({
  activity: a,
  social,
  shareUrl,
  invite,
}: {
  activity: ActivityDetail;
  social: SocialRead;
  shareUrl: string;
  invite?: number;
}) {
  const percent = Math.min(100, Math.round((a.seated / Math.max(1, a.capacity)) * 100));
  return (
    <main className="page" style={{ paddingBottom: '.8rem' }}>
      <LazyImage src={a.cover} alt={a.title} className={styles.hero} eager />
      <header className={styles.head}>
        <h1>{a.title}</h1>
        <SponsorNote sponsor={a.sponsor} what="本活动" />
        <p className={styles.summary}>{a.summary}</p>
        <p className={styles.cardMeta} style={{ marginTop: '.08rem' }}>
          <span className={a.state === 'open' ? styles.badge : styles.badgeMuted}>
            {ACTIVITY_STATE_LABEL[a.state]}
          </span>
          {ORGANISER_KIND[a.organiser.type]} · 主办方{' '}
          {a.organiser.href ? (
            <Link href={a.organiser.href} className={styles.organiser}>
              {a.organiser.name}
            </Link>
          ) : (
            a.organiser.name
          )}
        </p>
      </header>

      <section className={styles.section} aria-label="活动信息">
        <InfoRow label="活动时间">
          {formatDate(a.startsAt, 'YYYY-MM-DD HH:mm')} 至 {formatDate(a.endsAt, 'MM-DD HH:mm')}
        </InfoRow>
        <InfoRow label="报名时间">
          {formatDate(a.signStartsAt, 'MM-DD HH:mm')} 至 {formatDate(a.signEndsAt, 'MM-DD HH:mm')}
        </InfoRow>
        <InfoRow label="活动地点">{a.address}</InfoRow>
        <InfoRow label="费用">{a.fee}</InfoRow>
        {a.series && (
          <div className={styles.row}>
            <span className={styles.label}>相关车系</span>
            <Link href={`/series/${a.series.id}`} className={`${styles.value} ${styles.organiser}`}>
              {seriesDisplayName(a.series.brandName, a.series.name)}
            </Link>
          </div>
        )}
        <div className={styles.row} style={{ display: 'block' }}>
          <span data-testid="seats">{seatsText(a)}</span>
          <div
            className={styles.seats}
            role="progressbar"
            aria-label="报名进度"
            aria-valuenow={percent}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <div className={styles.seatsFill} style={{ width: `${percent}%` }} />
          </div>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="activity-body">
        <h2 id="activity-body" className={styles.sectionTitle}>
          活动介绍
        </h2>
        <div className={styles.body}>
          {a.body.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
        <p className={styles.notice}>
          报名前请阅读 <Link href="/hdbmxz">活动报名须知</Link> 与{' '}
          <Link href="/hdgz">活动规则</Link>。名额已满时可报名候补，有人取消后按候补先后自动递补。
        </p>
      </section>

      <ActivitySocial read={social} />

      <nav className={styles.bar} aria-label="报名" data-bottom-bar="">
        <ActivityShare
          content={{ title: a.title, description: a.summary, image: a.cover, url: shareUrl }}
          className="btn btn-ghost"
        />
        <div className={styles.barMain}>
          <SignAction activity={a} invite={invite} />
        </div>
      </nav>
    </main>
  );
}
