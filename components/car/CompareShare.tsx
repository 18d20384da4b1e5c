'use client';

import { ShareButton } from '@/components/share/ShareButton';
import { WxShare, type ShareContent } from '@/components/share/WxShare';
import { toast } from '@/components/ui/toast';
import { copyMessage, copyText } from '@/lib/format/clipboard';

/** 复制链接 and 分享 of a comparison: its address reproduces it (the models are in ?ids=). */
export function CompareShare({ share }: { share: ShareContent }) {
  return (
    <p style={{ display: 'flex', gap: '.1rem', marginTop: '.1rem' }}>
      <button
        type="button"
        className="btn btn-ghost"
        onClick={async () => toast(copyMessage(await copyText(share.url)))}
      >
        复制链接
      </button>
      <ShareButton content={share} className="btn">
        分享
      </ShareButton>
      <WxShare {...share} />
    </p>
  );
}
