'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { errorMessage, toast } from '@/components/ui/toast';

export function CancelDrive({ orderId }: { orderId: number }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
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
      <button type="button" className="btn btn-ghost" style={{ flex: 1 }} onClick={() => setConfirming(false)}>
        再想想
      </button>
      <button
        type="button"
        className="btn"
        style={{ flex: 1 }}
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          try {
            // The API module (with its response schemas) loads on the tap, not with the page.
            const { cancelDrive } = await import('@/lib/api/drive');
            await cancelDrive(orderId);
            toast('预约已取消');
            router.refresh();
          } catch (err) {
            toast(errorMessage(err));
          } finally {
            setBusy(false);
            setConfirming(false);
          }
        }}
      >
        确认取消
      </button>
    </div>
  );
}
