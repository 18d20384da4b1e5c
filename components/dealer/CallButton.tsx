'use client';

import { cluePhone } from '@/lib/api/dealer';

/**
 * A dealer's phone as a tel: link. The tap is also recorded as a phone clue for the dealer; the
 * call itself never waits for that.
 */
export function CallButton({ dealerId, seriesId, phone, className, children }: { dealerId: number; seriesId?: number; phone: string; className?: string; children?: React.ReactNode }) {
  return (
    <a
      href={`tel:${phone.replace(/[^\d+]/g, '')}`}
      className={className}
      onClick={() => {
        void cluePhone(dealerId, seriesId).catch(() => undefined);
      }}
    >
      {children ?? phone}
    </a>
  );
}
