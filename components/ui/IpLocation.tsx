import { ipLocationText } from '@/lib/format/ip-location';

/**
 * 「IP属地：浙江」 beside a piece's time or under a profile's name; nothing when the API located
 * no region (a private or unknown address shows nothing rather than a guess).
 */
export function IpLocation({ region, className }: { region: string | null; className?: string }) {
  if (!region) return null;
  return (
    <span className={className} data-testid="ip-location">
      {ipLocationText(region)}
    </span>
  );
}
