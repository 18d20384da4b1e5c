import { INFO_PAGES, type InfoPageKey } from './info-pages';

// Where a person (and a crawler) finds the info and legal pages: the menu and the home page's
// footer carry the short list, /about the whole directory.

export interface SiteLink {
  href: string;
  label: string;
}

const info = (key: InfoPageKey): SiteLink => ({
  href: INFO_PAGES[key].path,
  label: INFO_PAGES[key].title,
});

/** The menu's and the footer's short list. */
const SITE_LINKS: SiteLink[] = [
  info('about'),
  info('contact'),
  info('useragreement'),
  info('privacy'),
  // 个性化推荐 and the other switches, for anonymous readers too.
  { href: '/settings', label: '设置' },
  { href: '/app', label: '下载APP' },
];

/** The short list as 长辈版 shows it: no download link (适老化: no induced app downloads). */
export const siteLinks = (elder: boolean): SiteLink[] =>
  elder ? SITE_LINKS.filter((l) => l.href !== '/app') : SITE_LINKS;

/** The sections of the site, at the foot of the home page: one link each, so a crawler from / reaches them. */
export const SECTION_LINKS: SiteLink[] = [
  { href: '/community', label: '社区' },
  { href: '/explore', label: '发现' },
  { href: '/original/1', label: '原创' },
  { href: '/ranking', label: '排行榜' },
  { href: '/car', label: '车库' },
  { href: '/activity', label: '活动' },
  { href: '/idle', label: '二手车' },
  { href: '/shop', label: '积分商城' },
];

/** Everything /about lists: the legal texts, the notices, and the app pages. */
export const INFO_DIRECTORY: { title: string; links: SiteLink[] }[] = [
  {
    title: '协议与政策',
    links: (
      ['useragreement', 'privacy', 'annualagreement', 'xcheshihzxy', 'xcxyhxxbhsm'] as const
    ).map(info),
  },
  {
    title: '个人信息保护',
    links: (
      [
        'personal-information',
        'personal-information-detail',
        'share-list',
        'sdk',
        'permission',
      ] as const
    ).map(info),
  },
  { title: '活动与积分', links: (['hdbmxz', 'hdgz', 'level-rules'] as const).map(info) },
  {
    title: '新出行APP',
    links: [
      { href: '/app', label: '下载新出行 App' },
      { href: '/app-merch', label: '下载新出行商家版' },
      { href: '/appupdate', label: '版本更新' },
    ],
  },
  {
    title: '商业合作',
    links: [{ href: '/about/partners', label: '商业合作披露（广告与合作内容）' }],
  },
  { title: '联系我们', links: [info('contact')] },
];
