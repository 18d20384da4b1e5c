import { SHARE } from '@/lib/constants';
import { DEFAULT_IMAGES } from './image';
import { stripEmoji } from './emoji';

export const SHARE_DESCRIPTION_MAX = 120;

export interface ShareCard {
  title: string;
  description: string;
  image: string;
  url: string;
}

// Counting code points keeps an emoji (a surrogate pair) whole at the cut.
function cut(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? chars.slice(0, max).join('') : text;
}

const ENTITIES: Record<string, string> = {
  '&nbsp;': ' ',
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** Share title is cut to 50 characters; default title 新出行 (§5); emoji codes never show raw. */
export function shareTitle(title?: string | null): string {
  const text = stripEmoji(title ?? '').trim();
  return text ? cut(text, SHARE.titleMax) : SHARE.defaultTitle;
}

/** Default description 新能源汽车资讯平台 (§5); summaries arrive as HTML with emoji tokens. */
export function shareDescription(description?: string | null): string {
  const text = stripEmoji(description ?? '')
    // Block breaks become spaces; inline tags vanish so 这是<b>重点</b> stays one phrase.
    .replace(/<\/?(br|p|div|li|h[1-6]|tr|td)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
  return text ? cut(text, SHARE_DESCRIPTION_MAX) : SHARE.defaultDescription;
}

export function shareCard(input: {
  title?: string | null;
  description?: string | null;
  image?: string | null;
  url: string;
}): ShareCard {
  return {
    title: shareTitle(input.title),
    description: shareDescription(input.description),
    image: input.image?.trim() || DEFAULT_IMAGES.cover,
    url: input.url.trim(),
  };
}

/** Weibo's share page (service.weibo.com), filled with the piece's link, title and picture. */
const WEIBO_SHARE = 'https://service.weibo.com/share/share.php';

export function weiboShareUrl(input: {
  title?: string | null;
  image?: string | null;
  url: string;
}): string {
  const q = new URLSearchParams({ url: input.url, title: shareTitle(input.title) });
  if (input.image?.trim()) q.set('pic', input.image.trim());
  return `${WEIBO_SHARE}?${q.toString()}`;
}
