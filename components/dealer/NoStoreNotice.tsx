import Link from 'next/link';
import styles from './LeadConsent.module.css';

export interface NoStoreNoticeProps {
  /** The current city's name. */
  city: string;
  /** The closest city with stores and the link that switches to it; none when no city has one. */
  nearest?: { name: string; km: number; href: string };
}

/**
 * In place of a lead form when no store in the city would receive the number: says plainly that
 * nobody would call (so nothing is collected) and offers the nearest city that has stores.
 */
export function NoStoreNotice({ city, nearest }: NoStoreNoticeProps) {
  return (
    <div className={styles.consent} role="status" data-testid="no-store">
      <p className={styles.line}>
        <strong>{city}暂无在售门店</strong>，在这里提交不会有任何门店联系您，因此不收集您的手机号。
      </p>
      {nearest ? (
        <Link className="btn btn-ghost" href={nearest.href} data-testid="nearest-city">
          查看最近有门店的城市：{nearest.name}（约{nearest.km}公里）
        </Link>
      ) : (
        <p className={styles.line}>暂时没有城市销售该车系，上市后欢迎再来。</p>
      )}
    </div>
  );
}
