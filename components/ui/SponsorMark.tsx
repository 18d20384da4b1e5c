import Link from 'next/link';
import type { Sponsor } from '@/lib/api/types';
import styles from './SponsorMark.module.css';

// 广告 / 合作: the mark of a piece made with a commercial partner, wherever it is
// listed and on its page. Plain markup, so server HTML carries it and client lists can use it too.

/** The small mark beside a listed piece's meta line. */
export function SponsorMark({ sponsor }: { sponsor: Sponsor | undefined }) {
  if (!sponsor) return null;
  return (
    <span className={styles.mark} data-testid="sponsor-mark">
      {sponsor.mark}
    </span>
  );
}

/** On the piece's page: the mark, who the partner is and how, and where every partnership is listed. */
export function SponsorNote({
  sponsor,
  what = '本内容',
}: {
  sponsor: Sponsor | undefined;
  what?: string;
}) {
  if (!sponsor) return null;
  return (
    <p className={styles.note} data-testid="sponsor-note">
      <span className={styles.mark}>{sponsor.mark}</span>
      <span>
        {sponsor.mark === '广告'
          ? `${what}为${sponsor.partner}付费推广`
          : `${what}与${sponsor.partner}合作制作`}
        <Link href="/about/partners">商业合作披露 ›</Link>
      </span>
    </p>
  );
}
