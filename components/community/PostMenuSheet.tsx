'use client';

import { useRouter } from '@/components/layout/useRouter';
import { useEffect, useState } from 'react';
import { useLoginGate } from '@/components/layout/useLoginGate';
import { confirm } from '@/components/ui/dialog';
import { MoreMenuSheets, type MoreAction, type MoreSheet } from '@/components/ui/MoreMenuSheets';
import { errorMessage, toast } from '@/components/ui/toast';
import { communityApi } from '@/lib/community';
import { POST_REPORT_REASONS } from '@/contract/community';
import { blockUser } from '@/lib/api/user';
import { hideEverywhere } from './events';

export interface PostMenuProps {
  postId: number;
  author: { id: number; nickname: string };
  mine: boolean;
  afterDelete?: string;
}

/** The sheets behind ··· (loaded on its first tap): report with a preset reason, block the author, or delete. */
export default function PostMenuSheet({
  postId,
  author,
  mine,
  afterDelete,
  onDone,
}: PostMenuProps & { onDone: () => void }) {
  const gate = useLoginGate();
  const router = useRouter();
  const [sheet, setSheet] = useState<MoreSheet>('more');
  // Both sheets closed: the menu is done (the next tap of ··· opens it afresh).
  useEffect(() => {
    if (sheet === null) onDone();
  }, [sheet, onDone]);

  const actions: MoreAction<'delete' | 'block' | 'report'>[] = mine
    ? [{ name: '删除动态', key: 'delete', color: 'var(--danger)' }]
    : [
        { name: '举报', key: 'report' },
        { name: `拉黑 ${author.nickname}`, key: 'block', color: 'var(--danger)' },
      ];

  async function remove() {
    setSheet(null);
    if (
      !(await confirm({
        title: '删除动态',
        message: '删除后动态和它的评论都将消失，无法恢复',
        confirmButtonText: '删除',
      }))
    )
      return;
    try {
      await (await communityApi()).deletePost(postId);
      toast('已删除');
      hideEverywhere({ postId, why: 'delete' });
      if (afterDelete) router.replace(afterDelete);
    } catch (err) {
      toast(errorMessage(err, '删除失败，请稍后重试'));
    }
  }

  async function block() {
    setSheet(null);
    if (!gate()) return;
    if (
      !(await confirm({
        title: `拉黑 ${author.nickname}`,
        message: '拉黑后，你将不再看到对方在社区的动态和评论，对方也无法关注你',
        confirmButtonText: '拉黑',
      }))
    )
      return;
    try {
      await blockUser(author.id);
      toast('已拉黑，社区内不再显示对方的内容');
      hideEverywhere({ authorId: author.id, why: 'block' });
    } catch (err) {
      toast(errorMessage(err, '拉黑失败，请稍后重试'));
    }
  }

  async function report(reason: string) {
    setSheet(null);
    try {
      const res = await (await communityApi()).reportPost(postId, reason);
      toast(res.message, 3000);
      hideEverywhere({ postId, why: 'report' });
    } catch (err) {
      toast(errorMessage(err, '举报失败，请稍后重试'));
    }
  }

  return (
    <>
      <MoreMenuSheets
        sheet={sheet}
        setSheet={setSheet}
        actions={actions}
        reasons={POST_REPORT_REASONS}
        onAction={(key) => (key === 'block' ? void block() : void remove())}
        onReport={(reason) => void report(reason)}
      />
    </>
  );
}
