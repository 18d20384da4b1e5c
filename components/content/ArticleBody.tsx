import { PreviewableImages } from '@/components/ui/PreviewableImages';
import { sanitizeHtml } from '@/lib/sanitize';
import styles from './Detail.module.css';

/** The body as server HTML, through the one sanitizer; tapping an image opens the preview. */
export function ArticleBody({ html, className }: { html: string; className?: string }) {
  return (
    <PreviewableImages className={`${styles.body} ${className ?? ''}`}>
      <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />
    </PreviewableImages>
  );
}
