import Link from 'next/link';
import { FeedSkeleton } from '@/components/feed/FeedCard';
import { IpLocation } from '@/components/ui/IpLocation';
import { LazyImage } from '@/components/ui/LazyImage';
import { ChevronRightIcon } from '@/components/ui/icons/nav';
import { LogoutButton } from '@/components/account/LogoutButton';
import type { CallOptions, Page } from '@/lib/api/http';
import type { FeedItem, UserProfile } from '@/lib/api/types';
import {
  getCheckin,
  getFavourites,
  getFollowers,
  getFollowing,
  getRecommendedCreators,
  getUserCars,
  getUserContent,
  USER_CONTENT_TABS,
  type UserCar,
  type UserCard,
} from '@/lib/api/user';
import { BrowseHistory } from './BrowseHistory';
import { CheckinButton } from './CheckinButton';
import { RelationBar } from './RelationBar';
import { UserCars } from './UserCars';
import { FavouriteList, FollowingList, UserContentList } from './UserContentList';
import styles from './UserCenter.module.css';
import { ContentLink } from '@/components/ui/ContentLink';
import { ReadSection } from '@/components/ui/ReadSection';
import { ContentType } from '@/lib/links';
import { settleReads, startRead, type Read } from '@/lib/server/read';

const GENDER = ['', '♂', '♀'];

/** The tab of the center: a content type, or the following list. */
export type CenterTab =
  | { kind: 'content'; type: number }
  | { kind: 'following' }
  | { kind: 'followers' }
  | { kind: 'favourites' };

/** The own center's entries, in order. */
const OWN_ENTRIES = [
  ['/user/update', '编辑资料'],
  ['/user?tab=favourites#user-list', '我的收藏'],
  ['/user?tab=following#user-list', '我的关注'],
  ['/user/orders?tab=drive', '我的试驾'],
  ['/user/orders?tab=signup', '我的报名'],
  ['/user/leads', '我的询价'],
  ['/user/orders?tab=used', '我的二手车'],
  ['/shop', '积分商城'],
  ['/shop/orders', '我的兑换'],
  ['/shop/points', '积分明细'],
  ['/annual', '我的年度报告'],
  ['/webview/level-rules', '积分与等级'],
  ['/settings', '设置'],
] as const;

const FIRST_TAB: CenterTab = { kind: 'content', type: 0 };

export function parseTab(raw: string | undefined): CenterTab | null {
  if (!raw) return FIRST_TAB;
  if (raw === 'following') return { kind: 'following' };
  if (raw === 'followers') return { kind: 'followers' };
  if (raw === 'favourites') return { kind: 'favourites' };
  const tab = USER_CONTENT_TABS.find((t) => String(t.type) === raw);
  return tab ? { kind: 'content', type: tab.type } : null;
}

/** The first page of a tab's list. */
export type CenterList =
  | { kind: 'following'; initial: Page<UserCard> }
  | { kind: 'followers'; initial: Page<UserCard> }
  | { kind: 'favourites'; initial: Page<FeedItem> }
  | { kind: 'content'; type: number; initial: Page<FeedItem> };

/** The tab a visitor sees: favourites are their owner's alone, anyone else gets the first tab. */
export const shownTab = (tab: CenterTab, own: boolean): CenterTab =>
  own || tab.kind !== 'favourites' ? tab : FIRST_TAB;

/**
 * The list of `tab` on `uid`'s center, asked for together with the profile (lib/server/read.ts):
 * the page passes the read to UserCenter, which renders it in place or streams it.
 */
export function readCenterList(uid: number, tab: CenterTab, call: CallOptions): Read<CenterList> {
  if (tab.kind === 'following')
    return startRead(
      getFollowing(uid, 1, call).then((initial) => ({ kind: 'following' as const, initial })),
    );
  if (tab.kind === 'followers')
    return startRead(
      getFollowers(uid, 1, call).then((initial) => ({ kind: 'followers' as const, initial })),
    );
  if (tab.kind === 'favourites')
    return startRead(
      getFavourites(1, call).then((initial) => ({ kind: 'favourites' as const, initial })),
    );
  return startRead(
    getUserContent(uid, tab.type, 1, call).then((initial) => ({
      kind: 'content' as const,
      type: tab.type,
      initial,
    })),
  );
}

/** The cars a user owns, asked for with the profile like the list. */
export const readUserCars = (uid: number, call: CallOptions): Read<UserCar[]> =>
  startRead(getUserCars(uid, call));

export async function UserCenter({
  profile,
  own,
  tab,
  list,
  cars,
  call,
  basePath,
}: {
  profile: UserProfile;
  own: boolean;
  tab: CenterTab;
  /** readCenterList of `shownTab(tab, own)`. */
  list: Read<CenterList>;
  /** readUserCars of the profile's user. */
  cars: Read<UserCar[]>;
  call: CallOptions;
  basePath: string;
}) {
  const [checkin, recommended] = await Promise.all([
    own ? getCheckin(call) : Promise.resolve(null),
    own ? getRecommendedCreators(call) : Promise.resolve([]),
    settleReads([list, cars]),
  ]);
  const href = (key: string) => (key === '0' ? basePath : `${basePath}?tab=${key}`);
  const active = tab.kind === 'content' ? String(tab.type) : tab.kind;
  return (
    <main className={`page ${styles.page}`}>
      <header className={styles.header}>
        <LazyImage
          src={profile.avatar}
          alt={`${profile.nickname}的头像`}
          width={72}
          height={72}
          fallback="avatar"
          eager
          className={styles.avatar}
        />
        <div className={styles.who}>
          <h1 className={styles.name}>
            {profile.nickname}
            {GENDER[profile.gender] && (
              <span className={styles.gender}>{GENDER[profile.gender]}</span>
            )}
            <Link href="/webview/level-rules" className={styles.level}>
              Lv{profile.level}
            </Link>
          </h1>
          <p className={styles.intro}>{profile.intro || '这个人很懒，还没有写简介'}</p>
          {profile.city && <p className={styles.muted}>所在城市：{profile.city}</p>}
          {profile.ip_region && (
            <p className={styles.muted}>
              <IpLocation region={profile.ip_region} />
            </p>
          )}
        </div>
      </header>
      <RelationBar
        uid={profile.id}
        own={own}
        followingCount={profile.following_count}
        followerCount={profile.follower_count}
        isFollowed={profile.is_followed}
        isBlocked={Boolean(profile.is_blocked)}
        followingHref={`${href('following')}#user-list`}
        followersHref={`${href('followers')}#user-list`}
      />

      {/* An extra: a failed read leaves the page without it. */}
      <ReadSection read={cars} fallback={null}>
        {(owned) => <UserCars uid={profile.id} own={own} cars={owned} />}
      </ReadSection>

      {own && checkin && <CheckinButton initial={checkin} />}

      {own && (
        <nav className={styles.entries} aria-label="我的">
          {OWN_ENTRIES.map(([href, label]) => (
            <Link key={href} href={href}>
              {label}
              <ChevronRightIcon size={16} />
            </Link>
          ))}
        </nav>
      )}

      {own && <BrowseHistory />}

      {own && recommended.length > 0 && (
        <section className={styles.block} aria-labelledby="rec-title">
          <div className={styles.blockHead}>
            <h2 id="rec-title">推荐关注</h2>
          </div>
          <ul className={styles.creators}>
            {recommended.map((c) => (
              <li key={c.id}>
                <ContentLink type={ContentType.USER} id={c.id}>
                  <LazyImage
                    src={c.avatar}
                    alt={c.nickname}
                    width={48}
                    height={48}
                    fallback="avatar"
                    className={styles.rowAvatar}
                  />
                  <strong className="line-clamp-2">{c.nickname}</strong>
                  <span className={styles.muted}>{c.contentCount} 篇内容</span>
                </ContentLink>
              </li>
            ))}
          </ul>
        </section>
      )}

      {/* 我的收藏 / 我的关注 land here: the list, not the top of the page. */}
      <nav className={styles.tabs} aria-label="内容" id="user-list">
        {USER_CONTENT_TABS.map((t) => (
          <Link
            key={t.type}
            href={href(String(t.type))}
            aria-current={active === String(t.type) ? 'page' : undefined}
            scroll={false}
            replace
          >
            {t.name}
          </Link>
        ))}
        <Link
          href={href('following')}
          aria-current={active === 'following' ? 'page' : undefined}
          scroll={false}
          replace
        >
          关注
        </Link>
        <Link
          href={href('followers')}
          aria-current={active === 'followers' ? 'page' : undefined}
          scroll={false}
          replace
        >
          粉丝
        </Link>
        {own && (
          <Link
            href={href('favourites')}
            aria-current={active === 'favourites' ? 'page' : undefined}
            scroll={false}
            replace
          >
            收藏
          </Link>
        )}
      </nav>
      <section className={styles.list}>
        {/* The header is decided (or 404) before anything is sent; the list is rendered in place when
            its read is there, else streamed behind the skeleton, which also shows while another tab loads. */}
        <ReadSection key={active} read={list} name="内容" fallback={<FeedSkeleton rows={4} />}>
          {(shown) => <CenterListView uid={profile.id} list={shown} />}
        </ReadSection>
      </section>

      {own && (
        <div className={styles.logout}>
          <LogoutButton />
        </div>
      )}
    </main>
  );
}

function CenterListView({ uid, list }: { uid: number; list: CenterList }) {
  if (list.kind === 'following' || list.kind === 'followers')
    return <FollowingList uid={uid} initial={list.initial} fans={list.kind === 'followers'} />;
  if (list.kind === 'favourites') return <FavouriteList uid={uid} initial={list.initial} />;
  return <UserContentList uid={uid} type={list.type} initial={list.initial} />;
}
