// Comment text writes emoji as {:name:}, in two sets (§3).

export type EmojiSetId = 'classic' | 'xcx';

export interface EmojiItem {
  name: string;
  char?: string;
  src?: string;
}

export interface EmojiSet {
  id: EmojiSetId;
  label: string;
  items: EmojiItem[];
}

export type Segment =
  | { type: 'text'; text: string }
  | { type: 'emoji'; name: string; set: EmojiSetId; char?: string; src?: string };

const CLASSIC: readonly (readonly [string, string])[] = [
  ['微笑', '🙂'],
  ['大笑', '😄'],
  ['哭', '😭'],
  ['点赞', '👍'],
  ['鼓掌', '👏'],
  ['爱心', '❤️'],
  ['玫瑰', '🌹'],
  ['吃瓜', '🍉'],
  ['捂脸', '🤦'],
  ['奸笑', '😏'],
  ['思考', '🤔'],
  ['再见', '👋'],
  ['握手', '🤝'],
  ['加油', '💪'],
  ['666', '🤙'],
  ['偷笑', '🤭'],
  ['害羞', '😊'],
  ['色', '😍'],
  ['得意', '😎'],
  ['调皮', '😜'],
  ['惊讶', '😮'],
  ['疑问', '❓'],
  ['尴尬', '😅'],
  ['流汗', '😓'],
  ['发怒', '😠'],
  ['委屈', '🥺'],
  ['流泪', '😢'],
  ['睡', '😴'],
  ['晕', '😵'],
  ['呲牙', '😁'],
  ['抱拳', '🙏'],
  ['OK', '👌'],
  ['胜利', '✌️'],
  ['强壮', '🦾'],
  ['庆祝', '🎉'],
  ['礼物', '🎁'],
  ['咖啡', '☕'],
  ['月亮', '🌙'],
  ['太阳', '☀️'],
  ['心碎', '💔'],
];

const XCX: readonly (readonly [string, string])[] = [
  ['充电', 'charging'],
  ['闪电', 'lightning'],
  ['电池', 'battery'],
  ['方向盘', 'steering-wheel'],
  ['续航', 'range'],
  ['新能源', 'new-energy'],
  ['超充', 'supercharge'],
  ['冲鸭', 'go-duck'],
  ['满电', 'full-battery'],
  ['没电', 'low-battery'],
  ['车钥匙', 'car-key'],
  ['芯片', 'chip'],
  ['提车', 'new-car'],
  ['智驾', 'autopilot'],
  ['充电桩', 'charger'],
  ['爱车', 'love-car'],
];

export const EMOJI_SETS: readonly EmojiSet[] = [
  { id: 'classic', label: '经典', items: CLASSIC.map(([name, char]) => ({ name, char })) },
  {
    id: 'xcx',
    label: '新出行',
    items: XCX.map(([name, slug]) => ({ name, src: `/emoji/xcx/${slug}.svg` })),
  },
];

// Tokens carry no set id, so a name is unique across both sets (a unit test pins it).
const BY_NAME = new Map<string, EmojiItem & { set: EmojiSetId }>(
  EMOJI_SETS.flatMap((set) =>
    set.items.map((item) => [item.name, { ...item, set: set.id }] as const),
  ),
);

const TOKEN = /\{:([^{}:]+):\}/g;

export function emojiToken(name: string): string {
  return `{:${name}:}`;
}

export function findEmoji(name: string): (EmojiItem & { set: EmojiSetId }) | undefined {
  return BY_NAME.get(name);
}

/** Splits comment text into text and emoji; unknown names stay as their literal token. */
export function parseEmoji(text: string): Segment[] {
  const segments: Segment[] = [];
  const pushText = (value: string): void => {
    if (!value) return;
    const last = segments[segments.length - 1];
    if (last?.type === 'text') last.text += value;
    else segments.push({ type: 'text', text: value });
  };
  let cursor = 0;
  for (const match of text.matchAll(TOKEN)) {
    const [token, name = ''] = match;
    const start = match.index;
    pushText(text.slice(cursor, start));
    const emoji = findEmoji(name);
    if (emoji) segments.push({ type: 'emoji', ...emoji });
    else pushText(token);
    cursor = start + token.length;
  }
  pushText(text.slice(cursor));
  return segments;
}

/**
 * Plain-text form for page titles, share texts and notifications: a classic emoji becomes its
 * character ({:微笑:} → 🙂), a 新出行 picture emoji (no character) is dropped, so no raw code like
 * {:充电桩:} or [充电桩] reaches a title. Unknown tokens stay as typed.
 */
export function stripEmoji(text: string): string {
  return text.replace(TOKEN, (token, name: string) => {
    const emoji = findEmoji(name);
    return emoji ? (emoji.char ?? '') : token;
  });
}
