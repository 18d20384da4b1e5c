import Link from 'next/link';
import { errorTexts, OUTAGE_TEXTS, RATE_LIMIT_TEXTS } from '@/lib/errors';
import styles from './ErrorView.module.css';

export interface ErrorViewProps {
  /** The error's message; decides between the not-found and the no-content texts. */
  message?: string;
  /** A line under the title for errors a retry may fix (a failed call). */
  hint?: string;
  onRetry?: () => void;
  /** Shown for developers: the not-found message quoted by the spec. */
  detail?: string;
  /** An outage (the API failed): 服务暂时不可用, whatever the message. */
  outage?: boolean;
  /** The API refused a read as too frequent (429): 请求太频繁了，请稍后再试, whatever the message. */
  rateLimited?: boolean;
  /** The section's home, offered next to 返回首页 when a section's boundary shows the view. */
  section?: { href: string; label: string };
}

/**
 * The outage view's texts (say what happened, offer 重试). Not a client module of its own: the
 * server's 404 views render it without script, and the client boundaries that offer 重试 bundle it.
 */
export function ErrorView({
  message,
  hint,
  onRetry,
  detail,
  outage,
  rateLimited,
  section,
}: ErrorViewProps) {
  const texts = rateLimited
    ? { title: RATE_LIMIT_TEXTS.title, description: '', notFound: false }
    : outage
      ? { title: OUTAGE_TEXTS.title, description: '', notFound: false }
      : errorTexts(message);
  return (
    <section className={styles.view} role="alert">
      <div className={styles.art} aria-hidden="true">
        <span className={styles.road} />
        <span className={styles.car} />
        <span className={styles.wheelFront} />
        <span className={styles.wheelBack} />
        <span className={styles.mark}>{texts.notFound ? '404' : '?'}</span>
      </div>
      <h1 className={styles.title}>{texts.title}</h1>
      {texts.description && <p className={styles.desc}>{texts.description}</p>}
      {hint && <p className={styles.desc}>{hint}</p>}
      {detail && <p className={styles.detail}>{detail}</p>}
      <div className={styles.actions}>
        {onRetry && (
          <button type="button" className="btn" onClick={onRetry}>
            重试
          </button>
        )}
        {section && (
          <Link href={section.href} className="btn btn-ghost">
            返回{section.label}
          </Link>
        )}
        <Link href="/" className="btn btn-ghost">
          返回首页
        </Link>
      </div>
    </section>
  );
}
