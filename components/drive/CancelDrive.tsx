'use client';

import { useRouter } from '@/components/layout/useRouter';
import { ConfirmButton } from '@/components/ui/ConfirmButton';
import { toast } from '@/components/ui/toast';

/** 取消预约 on a test-drive order's page: asks once more, cancels, and reloads the order. */
export function CancelDrive({ orderId }: { orderId: number }) {
  const router = useRouter();
  return (
    <ConfirmButton
      label="取消预约"
      confirm="确认取消"
      busyLabel="取消中..."
      fallback="操作失败，请稍后重试"
      block
      onConfirm={async () => {
        // The API module (with its response schemas) loads on the tap, not with the page.
        const { cancelDrive } = await import('@/lib/api/drive');
        await cancelDrive(orderId);
        void toast('预约已取消');
        router.refresh();
      }}
    />
  );
}
