'use client';

import { useCallback } from 'react';
import { FeedCard } from '@/components/feed/FeedCard';
import { InfiniteList } from '@/components/feed/InfiniteList';
import { UserRow } from '@/components/ui/MediaRow';
import type { Page } from '@/lib/api/http';
import type { FeedItem } from '@/lib/api/types';
import {
  getFavourites,
  getFollowers,
  getFollowing,
  getUserContent,
  type UserCard,
} from '@/lib/api/user';
import styles from './UserCenter.module.css';

export function UserContentList({
  uid,
  type,
  initial,
}: {
  uid: number;
  type: number;
  initial: Page<FeedItem>;
}) {
  const load = useCallback((page: number) => getUserContent(uid, type, page), [uid, type]);
  return (
    <InfiniteList
      initial={initial}
      load={load}
      keyOf={(item) => item.id}
      renderItem={(item) => <FeedCard item={item} />}
      restoreKey={`user-${uid}-${type}`}
      emptyText="还没有发布内容"
      pullToRefresh={false}
    />
  );
}

export function FavouriteList({ uid, initial }: { uid: number; initial: Page<FeedItem> }) {
  const load = useCallback((page: number) => getFavourites(page), []);
  return (
    <InfiniteList
      initial={initial}
      load={load}
      keyOf={(item) => `${item.type}-${item.id}`}
      renderItem={(item) => <FeedCard item={item} />}
      restoreKey={`favourites-${uid}`}
      emptyText="还没有收藏，看到喜欢的内容点一下收藏吧"
      pullToRefresh={false}
    />
  );
}

/** Whom a user follows, or (`fans`) who follows them. */
export function FollowingList({
  uid,
  initial,
  fans = false,
}: {
  uid: number;
  initial: Page<UserCard>;
  fans?: boolean;
}) {
  const load = useCallback(
    (page: number) => (fans ? getFollowers(uid, page) : getFollowing(uid, page)),
    [uid, fans],
  );
  return (
    <InfiniteList
      initial={initial}
      load={load}
      keyOf={(u) => u.id}
      renderItem={(u) => (
        <UserRow
          user={u}
          className={styles.userRow}
          bodyClassName={styles.rowBody}
          aside={<span className={styles.muted}>{u.followerCount} 粉丝</span>}
        >
          <strong>{u.nickname}</strong>
          <span className={styles.muted}>
            {u.intro || `Lv${u.level} · ${u.contentCount} 篇内容`}
          </span>
        </UserRow>
      )}
      restoreKey={`${fans ? 'followers' : 'following'}-${uid}`}
      emptyText={fans ? '还没有粉丝' : '还没有关注任何人'}
      pullToRefresh={false}
    />
  );
}
