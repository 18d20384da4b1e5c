import { PreviewableImages } from '@/components/ui/PreviewableImages';
import { sanitizeHtml } from '@/lib/sanitize';
import styles from './Detail.module.css';

/** The body as server HTML, through the one sanitizer; tapping an image opens the preview. */
export function ArticleBody({ html, className }: { html: string; className?: string }) {
  return (
    <PreviewableImages className={`${styles.body} ${className ?? ''}`}>
      {/* data-read-aloud: the text 朗读 reads (components/elder/ReadAloud.tsx). */}
      <div data-read-aloud dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />
    </PreviewableImages>
  );
}
