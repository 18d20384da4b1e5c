import type { AnnualCard } from './annual-cards';

// The share image of the year in review: drawn on a canvas from the cards the reader kept
// visible (hidden cards are left out), as a PNG data URL. Loaded when the reader asks for it.

const W = 750;
const PAD = 48;

function wrap(ctx: CanvasRenderingContext2D, text: string, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const ch of Array.from(text)) {
    if (ctx.measureText(line + ch).width > maxWidth && line) {
      lines.push(line);
      line = ch;
    } else line += ch;
  }
  if (line) lines.push(line);
  return lines;
}

export function drawShareImage(cards: AnnualCard[], nickname: string): string {
  const measure = document.createElement('canvas').getContext('2d')!;
  measure.font = '26px sans-serif';
  const blocks = cards.map((c) => ({
    card: c,
    lines: c.lines.flatMap((l) => wrap(measure, l, W - PAD * 2 - 32)),
  }));
  const height =
    220 +
    blocks.reduce((h, b) => h + 110 + (b.card.figure ? 64 : 0) + b.lines.length * 38, 0) +
    120;
  const canvas = document.createElement('canvas');
  canvas.width = W;
  canvas.height = height;
  const ctx = canvas.getContext('2d')!;
  // Brand yellow header, white cards: the image is read outside the site, so fixed colours.
  ctx.fillStyle = '#ffd100';
  ctx.fillRect(0, 0, W, height);
  ctx.fillStyle = '#1a1a1a';
  ctx.font = 'bold 44px sans-serif';
  ctx.fillText('我的新出行年度报告', PAD, 100);
  ctx.font = '28px sans-serif';
  ctx.fillText(nickname, PAD, 150);
  let y = 200;
  for (const { card, lines } of blocks) {
    const h = 90 + (card.figure ? 64 : 0) + lines.length * 38;
    ctx.fillStyle = '#ffffff';
    ctx.beginPath();
    ctx.roundRect(PAD, y, W - PAD * 2, h, 20);
    ctx.fill();
    ctx.fillStyle = '#555555';
    ctx.font = 'bold 28px sans-serif';
    ctx.fillText(card.title, PAD + 16, y + 50);
    let ty = y + 50;
    if (card.figure) {
      ctx.fillStyle = '#ee0a24';
      ctx.font = 'bold 52px sans-serif';
      ty += 64;
      ctx.fillText(`${card.figure}${card.figureUnit ? ` ${card.figureUnit}` : ''}`, PAD + 16, ty);
    }
    ctx.fillStyle = '#1a1a1a';
    ctx.font = '26px sans-serif';
    for (const line of lines) {
      ty += 38;
      ctx.fillText(line, PAD + 16, ty);
    }
    y += h + 20;
  }
  ctx.fillStyle = '#1a1a1a';
  ctx.font = '24px sans-serif';
  ctx.fillText('新出行 · 新能源汽车资讯平台', PAD, height - 50);
  return canvas.toDataURL('image/png');
}
