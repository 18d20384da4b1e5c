// Text drawn into the demo pictures fits its box ("odel 3", "ONA M03" and
// "池健康免费检测日" were cut): widths are estimated per character (a CJK character about 1 em,
// Latin about 0.6 em), the font shrinks to fit, then the text wraps; marks and avatars get a short
// label chosen from the name instead of its first characters cut off.

const WIDE = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f]/;

/** Estimated width of `text` at font size `size`: CJK and full-width characters 1 em, the rest 0.6 em. */
export function textWidth(text: string, size: number): number {
  let em = 0;
  for (const ch of text) em += WIDE.test(ch) ? 1 : 0.6;
  return em * size;
}

export interface FittedText {
  lines: string[];
  size: number;
}

/**
 * The largest font size from `max` down to `min` at which `text` fits `width` on one line, else
 * on up to `maxLines` lines at `min` (broken between characters, at a space where one is near);
 * past that the last line ends with "…" inside the width.
 */
export function fitText(
  text: string,
  width: number,
  max: number,
  min: number,
  maxLines = 2,
): FittedText {
  for (let size = max; size >= min; size--)
    if (textWidth(text, size) <= width) return { lines: [text], size };
  const lines: string[] = [];
  let line = '';
  for (const ch of text) {
    if (textWidth(line + ch, min) > width) {
      const space = line.lastIndexOf(' ');
      const cut = space > line.length / 2 ? space : line.length;
      lines.push(line.slice(0, cut).trimEnd());
      line = line.slice(cut).trimStart();
    }
    line += ch;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    let last = kept[maxLines - 1]!;
    while (last && textWidth(`${last}…`, min) > width)
      last = Array.from(last).slice(0, -1).join('');
    kept[maxLines - 1] = `${last}…`;
    return { lines: kept, size: min };
  }
  return { lines, size: min };
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** `<text>` lines centred on `cx`, the block centred on `cy`. */
export function textLines(
  fit: FittedText,
  cx: number,
  cy: number,
  fill: string,
  weight = 700,
): string {
  const lead = fit.size * 1.25;
  const top = cy - ((fit.lines.length - 1) * lead) / 2 + fit.size * 0.36;
  return fit.lines
    .map(
      (l, i) =>
        `<text x="${cx}" y="${(top + i * lead).toFixed(1)}" text-anchor="middle" font-size="${fit.size}" font-family="sans-serif" font-weight="${weight}" fill="${fill}">${escapeXml(l)}</text>`,
    )
    .join('');
}

/**
 * A short label for a mark or an avatar, chosen from a name: a model code it carries (SU7, L6,
 * ET5, C10, 001: at most 3 Latin characters or digits), the initials of a Latin name (Model Y:
 * MY), else its first two CJK characters (充电圈: 充电).
 */
export function shortLabel(name: string): string {
  const bare = name.replace(/车友圈|车友会|圈$/g, '').trim();
  const codes = bare.match(/[A-Za-z0-9]+/g) ?? [];
  const numbered = codes.find((c) => c.length <= 3 && /\d/.test(c));
  if (numbered) return numbered;
  const words = bare.match(/[A-Za-z]+/g) ?? [];
  if (words.length >= 2)
    return words
      .slice(0, 3)
      .map((w) => w[0]!.toUpperCase())
      .join('');
  const code = codes.find((c) => c.length <= 3);
  if (code) return code;
  const cjk = Array.from(bare).filter((ch) => WIDE.test(ch));
  if (cjk.length > 0) return cjk.slice(0, 2).join('');
  return Array.from(bare).slice(0, 3).join('') || '新';
}

/** The caption box of a 640×360 picture: centred in its middle square, which every crop keeps (a square thumbnail cut "odel 3"). */
export const LABEL_BOX = { width: 300, left: 170, maxSize: 26, minSize: 15, pad: 12 } as const;

/** A caption drawn over a picture, its font shrunk (and then wrapped) to fit LABEL_BOX. */
export function labelBox(label: string, dark: boolean): string {
  if (!label) return '';
  const fit = fitText(
    label,
    LABEL_BOX.width - 2 * LABEL_BOX.pad,
    LABEL_BOX.maxSize,
    LABEL_BOX.minSize,
    2,
  );
  const w = Math.ceil(
    Math.max(...fit.lines.map((l) => textWidth(l, fit.size))) + 2 * LABEL_BOX.pad,
  );
  const h = Math.ceil(fit.lines.length * fit.size * 1.25 + 14);
  return `<g class="caption"><rect x="${320 - w / 2}" y="20" width="${w}" height="${h}" rx="8" fill="${dark ? '#000' : '#fff'}" opacity=".6"/>${textLines(fit, 320, 20 + h / 2, dark ? '#fff' : '#1d2129')}</g>`;
}
