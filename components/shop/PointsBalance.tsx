import Link from 'next/link';
import styles from './Shop.module.css';

/** The points figure of the shop's head and the points page, with where to go from it. */
export function PointsBalance({ label, points, testId, links }: { label: string; points: number; testId: string; links: { href: string; text: string }[] }) {
  return (
    <>
      <div>
        <span>{label}</span>
        <br />
        <strong data-testid={testId}>{points}</strong>
      </div>
      <div className={styles.balanceLinks}>
        {links.map((l) => (
          <Link key={l.href} href={l.href}>
            {l.text}
          </Link>
        ))}
      </div>
    </>
  );
}
