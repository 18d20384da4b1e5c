import type { AnnualReport, Blessing } from '@/lib/api/annual';
import { formatDate } from '@/contract/format/time';

// The story's cards, built from the report (pure, so the share image and the screen agree).

export interface AnnualCard {
  id: string;
  title: string;
  /** The big figure of the card, if it has one. */
  figure?: string;
  figureUnit?: string;
  lines: string[];
  href?: string;
}

const DAY = 86400;
/** Emoji tokens of comment text ({:name:}, spec §3) are pictures on screen; the card quotes the words. */
const EMOJI_TOKEN = /\{:[^{}:]+:\}/g;

export function buildAnnualCards(r: AnnualReport, blessings: Blessing[]): AnnualCard[] {
  const s = r.stats;
  const days = Math.max(1, Math.floor((r.periodEnd - r.joinedAt) / DAY));
  const cards: AnnualCard[] = [
    {
      id: 'intro',
      title: '你和新出行',
      figure: String(days),
      figureUnit: '天',
      lines: [
        `这是你加入新出行的第 ${days} 天。`,
        `统计范围：${formatDate(r.periodStart)} 至 ${formatDate(r.periodEnd)}。`,
      ],
    },
    {
      id: 'voice',
      title: '你的声音',
      figure: String(s.comments),
      figureUnit: '条评论',
      lines: [
        `发布动态 ${s.posts} 条，点赞 ${s.likesGiven} 次，收到 ${s.likesReceived} 个赞。`,
        r.articlesRead === null
          ? '阅读记录只保存在你的设备上，这里不统计读了多少篇文章。'
          : `读了 ${r.articlesRead} 篇文章。`,
      ],
    },
  ];
  if (r.topComment) {
    cards.push({
      id: 'top-comment',
      title: '你最受欢迎的一条评论',
      figure: String(r.topComment.likes),
      figureUnit: '个赞',
      lines: [
        `“${r.topComment.content.replace(EMOJI_TOKEN, '').slice(0, 80)}”`,
        `写于 ${formatDate(r.topComment.createdAt)}`,
      ],
    });
  }
  cards.push(
    r.favouriteSeries
      ? {
          id: 'series',
          title: '你最关注的车系',
          figure: r.favouriteSeries.name,
          lines: [
            `${r.favouriteSeries.brand}${r.favouriteSeries.name}：你在 ${r.favouriteSeries.mentions} 篇相关内容里点赞、收藏或评论。`,
          ],
          href: `/series/${r.favouriteSeries.id}`,
        }
      : {
          id: 'series',
          title: '你最关注的车系',
          lines: ['今年你还没有特别偏爱的车系，明年去车库逛逛吧。'],
        },
    {
      id: 'collect',
      title: '收藏与关注',
      figure: String(s.favourites),
      figureUnit: '次收藏',
      lines: [`关注了 ${s.follows} 位作者和车友。`],
    },
    {
      id: 'points',
      title: '签到与积分',
      figure: String(s.checkinDays),
      figureUnit: '天签到',
      lines: [
        `最长连续签到 ${s.longestStreak} 天，赚到 ${s.pointsEarned} 积分。`,
        `兑换好礼 ${s.redemptions} 次，参与抽奖 ${s.draws} 次。`,
      ],
    },
  );
  if (r.busiestMonth) {
    const [y, m] = r.busiestMonth.month.split('-');
    cards.push({
      id: 'month',
      title: '你最活跃的月份',
      figure: `${Number(m)}月`,
      lines: [`${y} 年 ${Number(m)} 月，你在新出行留下了 ${r.busiestMonth.actions} 次足迹。`],
    });
  }
  for (const b of blessings)
    cards.push({ id: `blessing-${b.id}`, title: b.title, lines: [b.text] });
  return cards;
}
