'use client';

import Link from 'next/link';
import { useState } from 'react';
import { confirm } from '@/components/ui/dialog';
import { useLoginGate } from '@/components/layout/useLoginGate';
import { errorMessage, toast } from '@/components/ui/toast';
import { blockUser, followUser, unblockUser, unfollowUser } from '@/lib/api/user';
import { formatCount } from '@/contract/format/number';
import styles from './UserCenter.module.css';

export interface RelationBarProps {
  uid: number;
  own: boolean;
  followingCount: number;
  followerCount: number;
  isFollowed: boolean;
  isBlocked: boolean;
  /** The centre's 关注 and 粉丝 lists: each figure opens its list. */
  followingHref: string;
  followersHref: string;
}

/** Following / follower counts, and for someone else's page the follow and block actions. */
export function RelationBar({
  uid,
  own,
  followingCount,
  followerCount,
  isFollowed,
  isBlocked,
  followingHref,
  followersHref,
}: RelationBarProps) {
  const [followed, setFollowed] = useState(isFollowed);
  const [followers, setFollowers] = useState(followerCount);
  const [blocked, setBlocked] = useState(isBlocked);
  const [busy, setBusy] = useState(false);

  const gate = useLoginGate();
  const needLogin = () => !gate();

  async function toggleFollow() {
    if (!gate({ resume: () => void toggleFollow() })) return;
    setBusy(true);
    try {
      const state = followed ? await unfollowUser(uid) : await followUser(uid);
      setFollowed(state.is_followed);
      setFollowers(state.follower_count);
      toast(state.is_followed ? '关注成功' : '已取消关注');
    } catch (err) {
      toast(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  async function toggleBlock() {
    if (needLogin()) return;
    if (!blocked) {
      const ok = await confirm({
        title: '拉黑该用户？',
        message: '拉黑后将取消相互关注，对方的内容不再推荐给你。',
      });
      if (!ok) return;
    }
    setBusy(true);
    try {
      const state = blocked ? await unblockUser(uid) : await blockUser(uid);
      setBlocked(state.is_blocked);
      if (state.is_blocked && followed) {
        setFollowed(false);
        setFollowers((n) => Math.max(0, n - 1));
      }
      toast(state.is_blocked ? '已拉黑' : '已解除拉黑');
    } catch (err) {
      toast(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.relation}>
      <nav className={styles.counts} aria-label="关注与粉丝">
        <Link href={followingHref} scroll={false} replace>
          <strong data-testid="following-count">{formatCount(followingCount)}</strong>
          <span>关注</span>
        </Link>
        <Link href={followersHref} scroll={false} replace>
          <strong data-testid="follower-count">{formatCount(followers)}</strong>
          <span>粉丝</span>
        </Link>
      </nav>
      {!own && (
        <div className={styles.actions}>
          {blocked ? (
            <button type="button" className="btn btn-ghost" disabled={busy} onClick={toggleBlock}>
              解除拉黑
            </button>
          ) : (
            <>
              <button
                type="button"
                className={followed ? 'btn btn-ghost' : 'btn'}
                disabled={busy}
                onClick={toggleFollow}
              >
                {followed ? '已关注' : '+ 关注'}
              </button>
              <button type="button" className={styles.more} disabled={busy} onClick={toggleBlock}>
                拉黑
              </button>
            </>
          )}
        </div>
      )}
    </div>
  );
}
