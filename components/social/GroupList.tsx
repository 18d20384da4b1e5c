'use client';

import Link from 'next/link';
import { useCallback } from 'react';
import { InfiniteList } from '@/components/feed/InfiniteList';
import { LazyImage } from '@/components/ui/LazyImage';
import type { Page } from '@/lib/api/http';
import { getMySocialGroups, getSocialGroups, type SocialGroup } from '@/lib/api/social';
import { formatCount } from '@/contract/format/number';
import styles from './Social.module.css';

function GroupCard({ group }: { group: SocialGroup }) {
  return (
    <Link href={`/car/social/${group.id}`} className={styles.group}>
      <LazyImage src={group.cover} alt="" />
      <div className={styles.groupBody}>
        <strong>{group.name}</strong>
        <span>
          {group.categoryName} · {group.city} · {formatCount(group.members)}位成员
          {group.isJoined && <span className={styles.joined}> · 已加入</span>}
        </span>
        <p className="line-clamp-2">{group.intro}</p>
      </div>
    </Link>
  );
}

/** Groups of a brand and/or category, or the viewer's own (`mine`). */
export function GroupList({
  brandId,
  category,
  mine,
  initial,
}: {
  brandId?: number;
  category?: number;
  mine?: boolean;
  initial: Page<SocialGroup>;
}) {
  const load = useCallback(
    (page: number) =>
      mine ? getMySocialGroups(page) : getSocialGroups({ brandId, category }, page),
    [brandId, category, mine],
  );
  return (
    <InfiniteList
      initial={initial}
      load={load}
      restoreKey={`social:${mine ? 'mine' : `${brandId ?? 0}:${category ?? 0}`}`}
      keyOf={(g) => g.id}
      renderItem={(g) => <GroupCard group={g} />}
      emptyText={mine ? '还没有加入车友圈，去看看感兴趣的吧' : '暂无车友圈'}
    />
  );
}
