'use client';

import { ShareButton } from '@/components/share/ShareButton';
import type { ShareContent } from '@/components/share/WxShare';
import { useMainStore } from '@/stores/main';

/** Shares the activity with the sharer's id as `invite`, so sign-ups through it count on the invite list. */
export function ActivityShare({
  content,
  className,
}: {
  content: ShareContent;
  className?: string;
}) {
  const uid = useMainStore((s) => s.userInfo?.id);
  const url = uid
    ? `${content.url}${content.url.includes('?') ? '&' : '?'}invite=${uid}`
    : content.url;
  return (
    <ShareButton content={{ ...content, url }} className={className}>
      分享邀请
    </ShareButton>
  );
}
