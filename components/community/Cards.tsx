import Link from 'next/link';
import { CommentText } from '@/components/comment/CommentText';
import { LazyImage } from '@/components/ui/LazyImage';
import { RelativeTime } from '@/components/ui/RelativeTime';
import type { Circle } from '@/lib/api/community';
import type { RawMember } from '@/contract/api/community';
import type { RankEntry } from '@/lib/api/community-more';
import type { RawClubCar, RawGoods, RawInteraction, RawTheme } from '@/contract/api/community-more';
import { formatCount } from '@/contract/format/number';
import { PostCard } from './PostCard';
import { Avatar } from './Avatar';
import styles from './Community.module.css';
import { seriesDisplayName } from '@/contract/format/car-name';

// The community's list rows that hold no state: circles, themes, goods, club cars, members,
// interactions and board entries. Server components by default; the list islands reuse them.

export function CircleCard({ circle }: { circle: Circle }) {
  return (
    <Link href={`/community/${circle.id}`} className={styles.circle}>
      <LazyImage className={styles.circleIcon} src={circle.icon} alt="" width={52} height={52} />
      <div className={styles.circleBody}>
        <strong>{circle.name}</strong>
        <p>
          {circle.categoryName} · {formatCount(circle.members)}成员 · {formatCount(circle.posts)}
          动态
        </p>
        <p className="line-clamp-2">{circle.intro}</p>
      </div>
      {circle.isJoined && <span className={styles.muted}>已加入</span>}
    </Link>
  );
}

export function ThemeCard({ theme }: { theme: RawTheme }) {
  const href =
    theme.kind === 2 ? `/community/community-topic-activity/${theme.id}` : `/theme/${theme.id}`;
  return (
    <Link href={href} className={styles.row}>
      <LazyImage className={styles.thumb} src={theme.cover} alt="" width={90} height={70} />
      <div className={styles.rowBody}>
        <strong>
          {theme.kind === 2 && <span className={styles.flag}>活动</span>}#{theme.title}#
        </strong>
        <p className="line-clamp-2">{theme.intro}</p>
        <p className={styles.muted}>
          {formatCount(theme.posts)}动态 · {formatCount(theme.followers)}关注 ·{' '}
          {formatCount(theme.views)}浏览
        </p>
      </div>
    </Link>
  );
}

export function GoodsCard({ goods }: { goods: RawGoods }) {
  const body = (
    <>
      <LazyImage className={styles.thumb} src={goods.cover} alt="" width={90} height={70} />
      <div className={styles.rowBody}>
        <strong>{goods.name}</strong>
        <p className="line-clamp-2">“{goods.reason}”</p>
        <p>
          <span className={styles.price}>¥{goods.price}</span>
          <span className={styles.muted}>
            {' '}
            · {goods.recommender.nickname}等{goods.recommends}位车主推荐
          </span>
        </p>
      </div>
    </>
  );
  return goods.goods_id ? (
    <Link href={`/goods/${goods.goods_id}`} className={styles.row}>
      {body}
    </Link>
  ) : (
    <div className={styles.row}>{body}</div>
  );
}

export function ClubCarCard({ car }: { car: RawClubCar }) {
  return (
    <div className={styles.row}>
      <LazyImage className={styles.thumb} src={car.cover} alt="" width={90} height={70} />
      <div className={styles.rowBody}>
        <strong>
          <Link href={`/series/${car.series.id}`}>
            {seriesDisplayName(car.brand_name, car.series.name)}
          </Link>
        </strong>
        <p>
          车主 <Link href={`/user/${car.owner.id}`}>{car.owner.nickname}</Link> · {car.color}
        </p>
        <p className={styles.muted}>
          已行驶{formatCount(car.mileage)}公里 · <RelativeTime ts={car.bought_at} />
          提车
        </p>
      </div>
    </div>
  );
}

export function MemberRow({
  member,
  extra,
}: {
  member: Pick<RawMember, 'id' | 'nickname' | 'avatar' | 'intro'>;
  extra: string;
}) {
  return (
    <Link href={`/user/${member.id}`} className={styles.row}>
      <Avatar src={member.avatar} />
      <div className={styles.rowBody}>
        <strong>{member.nickname}</strong>
        <p className={styles.muted}>{extra}</p>
      </div>
    </Link>
  );
}

export function InteractionRow({ item }: { item: RawInteraction }) {
  return (
    <Link href={`/ins/${item.post.id}`} className={styles.row}>
      <Avatar src={item.user.avatar} />
      <div className={styles.rowBody}>
        <strong>{item.user.nickname}</strong>
        <p className="line-clamp-2">
          <CommentText text={item.text} />
        </p>
        <p className={styles.muted}>
          <RelativeTime ts={item.created_at} /> · {item.post.title}
        </p>
      </div>
    </Link>
  );
}

function Change({ change }: { change: number | null }) {
  if (change === null) return <span className={styles.new}>新</span>;
  if (change > 0)
    return (
      <span className={styles.up} aria-label={`上升${change}位`}>
        ↑{change}
      </span>
    );
  if (change < 0)
    return (
      <span className={styles.down} aria-label={`下降${-change}位`}>
        ↓{-change}
      </span>
    );
  return <span className={styles.muted}>—</span>;
}

/** What a board entry names: the post, or the user / circle with its picture. */
function rankBody(entry: RankEntry) {
  if (entry.post) {
    return (
      <Link href={`/ins/${entry.post.id}`} className={styles.rankBody}>
        <span className="line-clamp-2">
          <CommentText text={entry.post.title || entry.post.content} />
        </span>
        <small>
          {entry.post.author.nickname} · {entry.post.circle?.name} · 热度{formatCount(entry.score)}
        </small>
      </Link>
    );
  }
  if (entry.user) {
    return (
      <>
        <Avatar src={entry.user.avatar} />
        <Link href={`/user/${entry.user.id}`} className={styles.rankBody}>
          <strong>{entry.user.nickname}</strong>
          <small>获赞与评论 {formatCount(entry.score)}</small>
        </Link>
      </>
    );
  }
  if (entry.circle) {
    return (
      <>
        <Avatar src={entry.circle.icon} person={false} />
        <Link href={`/community/${entry.circle.id}`} className={styles.rankBody}>
          <strong>{entry.circle.name}</strong>
          <small>
            活跃度 {formatCount(entry.score)} · {formatCount(entry.circle.members)}成员
          </small>
        </Link>
      </>
    );
  }
  return null;
}

/** A board entry: rank, the post / user / circle, score, and the change since the last board. */
export function RankRow({ entry }: { entry: RankEntry }) {
  const body = rankBody(entry);
  if (!body) return null;
  return (
    <div className={styles.rank}>
      <span className={`${styles.rankNo} ${entry.rank <= 3 ? styles.rankTop : ''}`}>
        {entry.rank}
      </span>
      {body}
      <Change change={entry.change} />
    </div>
  );
}

export { PostCard };
