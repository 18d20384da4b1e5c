'use client';

import { useRouter } from '@/components/layout/useRouter';
import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { useSubmit } from '@/components/ui/useSubmit';

export function CancelDrive({ orderId }: { orderId: number }) {
  const router = useRouter();
  const { busy, run } = useSubmit({ fallback: '操作失败，请稍后重试' });
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <button type="button" className="btn btn-ghost btn-block" onClick={() => setConfirming(true)}>
        取消预约
      </button>
    );
  }
  return (
    <div style={{ display: 'flex', gap: '.1rem' }}>
      <button
        type="button"
        className="btn btn-ghost"
        style={{ flex: 1 }}
        onClick={() => setConfirming(false)}
      >
        再想想
      </button>
      <button
        type="button"
        className="btn"
        style={{ flex: 1 }}
        disabled={busy}
        onClick={async () => {
          await run(async () => {
            // The API module (with its response schemas) loads on the tap, not with the page.
            const { cancelDrive } = await import('@/lib/api/drive');
            await cancelDrive(orderId);
            toast('预约已取消');
            router.refresh();
          });
          setConfirming(false);
        }}
      >
        确认取消
      </button>
    </div>
  );
}
