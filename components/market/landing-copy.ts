import type { Metadata } from 'next';
import type { AppName } from '@/lib/api/info';
import type { Feature } from './DownloadLanding';
import { COMPARE_LIMIT_TEXT } from '@/lib/constants';

/** What the consumer app offers, for /app and /market/download. */
const APP_FEATURES: Feature[] = [
  {
    title: '新车资讯，第一时间',
    text: '新车上市、技术解读、行业快讯全天更新，重要消息推送提醒，不错过每一次发布会。',
  },
  {
    title: '全网最全新能源车型库',
    text: `覆盖主流品牌的车系与车型，参数配置完整可查，${COMPARE_LIMIT_TEXT}。`,
  },
  { title: '真实车主口碑', text: '认证车主分享续航、充电、智驾的真实体验，冬季续航实测一目了然。' },
  { title: '多维度榜单', text: '销量、续航与充电、智能座舱、辅助驾驶、算力排行，选车有依据。' },
  {
    title: '试驾与底价一键直达',
    text: '预约附近门店试驾，询底价经销商直接回电，到店优惠在线领取。',
  },
];

export const APP_SCREENS = ['推荐', '车型库', '社区'];

/** What the dealers' app offers, for /app-merch. */
const MERCHANT_FEATURES: Feature[] = [
  {
    title: '线索实时推送',
    text: '用户询底价、预约试驾后立即推送到手机，按意向车型和购车时间筛选，跟进不遗漏。',
  },
  { title: '试驾订单管理', text: '日历视图查看每天的试驾安排，一键确认、改期，到店扫码签到。' },
  { title: '门店主页装修', text: '上传门店实拍、在售车型和限时优惠，在新出行车系页获得曝光。' },
  { title: '经营数据看板', text: '线索量、到店率、成交转化按周汇总，门店经营一目了然。' },
];

export const MERCHANT_SCREENS = ['线索', '试驾订单', '门店'];

export interface DownloadLandingCopy {
  /** Whose releases the page lists. */
  app: AppName;
  name: string;
  slogan: string;
  features: Feature[];
  screens: string[];
}

/**
 * The three download landings: the consumer app (/app), the page the app banner falls back to when
 * the app cannot be opened directly (/market/download), and the dealers' app (/app-merch).
 */
export const DOWNLOAD_LANDINGS = {
  app: {
    metadata: {
      title: '下载新出行 App',
      description:
        '下载新出行 App：新能源汽车资讯、车型库、真实车主口碑、榜单与试驾服务，支持 iOS、Android 和鸿蒙。',
      alternates: { canonical: '/app' },
    },
    copy: {
      app: 'xcx',
      name: '新出行',
      slogan: '看懂电动车，从新出行开始',
      features: APP_FEATURES,
      screens: APP_SCREENS,
    },
  },
  open: {
    metadata: {
      title: '打开新出行 App',
      description: '安装新出行 App，阅读全文、参与讨论、预约试驾，体验更流畅。',
      alternates: { canonical: '/market/download' },
    },
    copy: {
      app: 'xcx',
      name: '新出行 App',
      slogan: '在 App 内阅读全文、参与讨论，体验更流畅',
      features: APP_FEATURES.slice(0, 3),
      screens: APP_SCREENS,
    },
  },
  merchant: {
    metadata: {
      title: '下载新出行商家版',
      description: '新出行商家版：经销商线索实时推送、试驾订单管理、门店主页装修与经营数据看板。',
      alternates: { canonical: '/app-merch' },
    },
    copy: {
      app: 'merchant',
      name: '新出行商家版',
      slogan: '连接每一位想买新能源车的用户',
      features: MERCHANT_FEATURES,
      screens: MERCHANT_SCREENS,
    },
  },
} satisfies Record<string, { metadata: Metadata; copy: DownloadLandingCopy }>;

export type DownloadEdition = keyof typeof DOWNLOAD_LANDINGS;
