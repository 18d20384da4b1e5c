import type { Metadata } from 'next';

/** The info and legal pages: route, API key, and each page's own metadata. */
export const INFO_PAGES = {
  privacy: {
    path: '/privacy',
    title: '隐私政策',
    description:
      '新出行隐私政策：我们如何收集、使用、共享、存储和保护你的个人信息，以及你享有的权利。',
  },
  useragreement: {
    path: '/useragreement',
    title: '用户协议',
    description: '新出行用户协议：账号注册与使用、用户行为规范、内容知识产权、积分与服务说明。',
  },
  about: {
    path: '/about',
    title: '关于我们',
    description: '新出行是专注新能源汽车的资讯与社区平台：资讯、车型库、榜单、车主社区与购车服务。',
  },
  contact: {
    path: '/contact',
    title: '联系我们',
    description:
      '联系新出行：客服电话、电子邮箱、公司地址，以及品牌合作、经销商入驻与媒体联络方式。',
  },
  annualagreement: {
    path: '/annualagreement',
    title: '年度报告协议',
    description: '新出行年度报告协议：年度报告使用哪些数据、如何生成与展示、保存多久。',
  },
  'personal-information': {
    path: '/personal-information',
    title: '个人信息收集清单',
    description: '新出行个人信息收集清单：按类别列出收集的个人信息及其使用目的。',
  },
  'personal-information-detail': {
    path: '/personal-information-detail',
    title: '个人信息收集明细',
    description: '新出行个人信息收集明细：每项信息的收集场景、使用目的以及是否必要。',
  },
  'share-list': {
    path: '/share-list',
    title: '第三方信息共享清单',
    description: '新出行第三方信息共享清单：共享对象、共享场景、共享的信息与保护措施。',
  },
  sdk: {
    path: '/sdk',
    title: '第三方SDK目录',
    description: '新出行接入的第三方 SDK：提供方、使用目的、收集的信息与隐私政策链接。',
  },
  permission: {
    path: '/permission',
    title: '应用权限说明',
    description: '新出行 App 申请的系统权限、使用场景与申请时机说明。',
  },
  xcheshihzxy: {
    path: '/xcheshihzxy',
    title: '新车试驾服务协议',
    description: '新出行新车试驾服务协议：预约确认、试驾要求与责任划分。',
  },
  xcxyhxxbhsm: {
    path: '/xcxyhxxbhsm',
    title: '小程序用户信息保护声明',
    description: '新出行微信小程序用户信息保护声明：收集的信息、使用方式与你的权利。',
  },
  hdbmxz: {
    path: '/hdbmxz',
    title: '活动报名须知',
    description: '新出行车友活动报名须知：报名、参加活动、取消与变更规则。',
  },
  hdgz: {
    path: '/hdgz',
    title: '活动规则',
    description: '新出行线上活动规则：参与资格、奖品发放与公平原则。',
  },
  'level-rules': {
    path: '/webview/level-rules',
    title: '积分与成长等级规则',
    description: '新出行积分与成长等级规则：如何获得积分、各等级所需积分与等级特权。',
  },
} as const;

export type InfoPageKey = keyof typeof INFO_PAGES;

export function infoMetadata(key: InfoPageKey): Metadata {
  const page = INFO_PAGES[key];
  return {
    title: page.title,
    description: page.description,
    alternates: { canonical: page.path },
    openGraph: { title: page.title, description: page.description },
  };
}
