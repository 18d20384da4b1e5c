import QRCode from 'qrcode';
import { shareDescription, shareTitle } from '@/lib/format/share';
import type { ShareContent } from './WxShare';

// The share poster (生成海报), drawn in the browser on a canvas: cover, title, summary, the site's
// logo and a QR code of the page's URL (the `qrcode` package's matrix, drawn here). No service is
// asked: the cover loads from this site's own origin, so the canvas stays readable (toDataURL).
// Imported on the first tap of 生成海报 only.

const POSTER_WIDTH = 750;
const PAD = 40;
const COVER_HEIGHT = Math.round((POSTER_WIDTH * 9) / 16);
const QR_SIZE = 200;

/**
 * Cuts text into lines no wider than `width`, at most `max` lines, the last one ending in … when cut.
 * Chinese breaks between any two characters; a run of Latin letters and digits (49.80, Model Y's
 * "Model") stays whole unless it alone is wider than a line.
 */
export function wrapLines(
  text: string,
  width: number,
  max: number,
  measure: (s: string) => number,
): string[] {
  const lines: string[] = [];
  let line = '';
  const tokens = (text.match(/[A-Za-z0-9.,%+\-]+|[^A-Za-z0-9.,%+\-]/gu) ?? []).flatMap((t) =>
    measure(t) > width ? Array.from(t) : [t],
  );
  for (const token of tokens) {
    const next = line + token;
    if (measure(next) <= width || line === '') {
      line = next;
      continue;
    }
    lines.push(line);
    line = token.trimStart();
    if (lines.length === max) {
      const last = lines[max - 1]!;
      let cut = last;
      while (cut && measure(`${cut}…`) > width) cut = Array.from(cut).slice(0, -1).join('');
      lines[max - 1] = `${cut}…`;
      return lines;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The same picture from this site's origin: a cover URL made absolute for another host still loads here. */
export function sameOriginImage(image: string, origin: string): string {
  try {
    const u = new URL(image, origin);
    return `${origin}${u.pathname}${u.search}`;
  } catch {
    return image;
  }
}

/** Most a poster waits for its cover: past it, the poster is drawn without the picture. */
const COVER_WAIT_MS = 8000;

function loadImage(src: string): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const img = new Image();
    const timer = setTimeout(() => resolve(null), COVER_WAIT_MS);
    img.decoding = 'async';
    img.onload = () => {
      clearTimeout(timer);
      resolve(img);
    };
    img.onerror = () => {
      clearTimeout(timer);
      resolve(null);
    };
    img.src = src;
  });
}

function drawLogo(ctx: CanvasRenderingContext2D, x: number, y: number, size: number): void {
  const k = size / 24;
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(k, k);
  ctx.fillStyle = '#ffd100';
  ctx.beginPath();
  ctx.roundRect(0, 0, 24, 24, 6);
  ctx.fill();
  ctx.fillStyle = '#1a1a1a';
  ctx.fill(new Path2D('M13.5 3 7 13.5h4.5L10 21l7-11h-4.6z'));
  ctx.restore();
}

function drawQr(
  ctx: CanvasRenderingContext2D,
  url: string,
  x: number,
  y: number,
  size: number,
): void {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const quiet = 2;
  const cell = size / (modules.size + quiet * 2);
  ctx.fillStyle = '#fff';
  ctx.fillRect(x, y, size, size);
  ctx.fillStyle = '#000';
  for (let r = 0; r < modules.size; r++) {
    for (let c = 0; c < modules.size; c++) {
      if (modules.get(r, c))
        ctx.fillRect(
          x + (c + quiet) * cell,
          y + (r + quiet) * cell,
          Math.ceil(cell),
          Math.ceil(cell),
        );
    }
  }
}

/** Draws the poster of a page and answers it as a PNG data URL. */
export async function drawPoster(
  content: ShareContent,
  origin = window.location.origin,
): Promise<string> {
  const cover = await loadImage(sameOriginImage(content.image, origin));
  const canvas = document.createElement('canvas');
  const measureCtx = canvas.getContext('2d')!;
  const textWidth = POSTER_WIDTH - PAD * 2;
  const font = '"PingFang SC", "Noto Sans CJK SC", "Microsoft YaHei", sans-serif';
  measureCtx.font = `bold 40px ${font}`;
  const title = wrapLines(
    shareTitle(content.title),
    textWidth,
    3,
    (s) => measureCtx.measureText(s).width,
  );
  measureCtx.font = `28px ${font}`;
  const summary = wrapLines(
    shareDescription(content.description),
    textWidth,
    3,
    (s) => measureCtx.measureText(s).width,
  );
  const height =
    COVER_HEIGHT + PAD + title.length * 56 + 16 + summary.length * 42 + PAD + QR_SIZE + PAD * 2;

  canvas.width = POSTER_WIDTH;
  canvas.height = height;
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, POSTER_WIDTH, height);
  ctx.fillStyle = '#f6f7f9';
  ctx.fillRect(0, 0, POSTER_WIDTH, COVER_HEIGHT);
  if (cover) {
    // Cover-fit: the middle of the picture fills the box.
    const scale = Math.max(POSTER_WIDTH / cover.naturalWidth, COVER_HEIGHT / cover.naturalHeight);
    const w = cover.naturalWidth * scale;
    const h = cover.naturalHeight * scale;
    ctx.drawImage(cover, (POSTER_WIDTH - w) / 2, (COVER_HEIGHT - h) / 2, w, h);
  }

  let y = COVER_HEIGHT + PAD;
  ctx.textBaseline = 'top';
  ctx.fillStyle = '#1a1a1a';
  ctx.font = `bold 40px ${font}`;
  for (const line of title) {
    ctx.fillText(line, PAD, y);
    y += 56;
  }
  y += 16;
  ctx.fillStyle = '#555';
  ctx.font = `28px ${font}`;
  for (const line of summary) {
    ctx.fillText(line, PAD, y);
    y += 42;
  }

  // The foot: the logo and the site's name on the left, the page's QR code on the right.
  const foot = y + PAD;
  ctx.fillStyle = '#eee';
  ctx.fillRect(PAD, foot - PAD / 2, textWidth, 2);
  drawLogo(ctx, PAD, foot + 24, 64);
  ctx.fillStyle = '#1a1a1a';
  ctx.font = `bold 36px ${font}`;
  ctx.fillText('新出行', PAD + 80, foot + 36);
  ctx.fillStyle = '#6b6b6b';
  ctx.font = `24px ${font}`;
  ctx.fillText('新能源汽车资讯平台', PAD + 80, foot + 84);
  ctx.fillText('长按识别二维码阅读全文', PAD, foot + 150);
  drawQr(ctx, content.url, POSTER_WIDTH - PAD - QR_SIZE, foot, QR_SIZE);
  return canvas.toDataURL('image/png');
}
