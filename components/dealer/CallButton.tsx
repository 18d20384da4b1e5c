'use client';

/**
 * A dealer's phone as a tel: link. The tap is also recorded as a phone clue for the dealer; the
 * call itself never waits for that.
 */
export function CallButton({
  dealerId,
  seriesId,
  phone,
  className,
  children,
}: {
  dealerId: number;
  seriesId?: number;
  phone: string;
  className?: string;
  children?: React.ReactNode;
}) {
  return (
    <a
      href={`tel:${phone.replace(/[^\d+]/g, '')}`}
      className={className}
      onClick={() => {
        // The API module (with its response schemas) loads on the tap, not with the page.
        void import('@/lib/api/dealer')
          .then(({ cluePhone }) => cluePhone(dealerId, seriesId))
          .catch(() => undefined);
      }}
    >
      {children ?? phone}
    </a>
  );
}
