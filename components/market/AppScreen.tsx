import type { ReactNode } from 'react';
import styles from './DownloadLanding.module.css';

// The download pages' product screens (they showed grey bars): a phone drawn as
// SVG with what each tab of the app shows: the feed's headlines, the car library's brands and
// series, the community's posts; for the dealers' app its leads, test-drive orders and store.
// Drawn, not shipped as image files; the words are the product's own sections.

const INK = '#1a1a1a';
const MUTED = '#8a8f99';
const BRAND = '#ffd100';

/** A small car side view for thumbnails, `w` wide, in `paint`. */
function Car({ x, y, w, paint }: { x: number; y: number; w: number; paint: string }) {
  const s = w / 60;
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`}>
      <path
        d="M2 16 C4 10 10 8 16 8 C20 3 26 1 34 1 L42 1 C48 2 54 7 57 11 L58 16 Z"
        fill={paint}
      />
      <circle cx="14" cy="17" r="4" fill="#222" />
      <circle cx="46" cy="17" r="4" fill="#222" />
    </g>
  );
}

const Text = ({
  x,
  y,
  size = 8,
  fill = INK,
  weight = 400,
  children,
}: {
  x: number;
  y: number;
  size?: number;
  fill?: string;
  weight?: number;
  children: ReactNode;
}) => (
  <text x={x} y={y} fontSize={size} fill={fill} fontWeight={weight}>
    {children}
  </text>
);

const FEED = [
  ['小米SU7冬季续航实测', '零下十度能跑多远', '新出行评测 · 2.3万阅读', '#4f8fd6'],
  ['理想L6上市一个月', '车主们怎么说', '车主口碑 · 862评论', '#49b899'],
  ['10-80%只要15分钟？', '超充车型盘点', '补能 · 1.1万阅读', '#ee8a2a'],
  ['问界M7城区领航', '实测200公里', '智驾 · 9618阅读', '#7b61c9'],
] as const;

const BRANDS = ['比亚迪', '特斯拉', '理想', '蔚来', '小鹏', '极氪', '问界', '小米'];
const SERIES = [
  ['海豹', '17.98-25.98万', '#1f3a68'],
  ['Model Y', '24.99-35.49万', '#e9ecef'],
  ['理想L6', '24.98-27.98万', '#6b7380'],
] as const;

const POSTS = [
  ['露营放电', '周末带娃去湖边露营，对外放电煮了一锅火锅'],
  ['充电圈', '新开的超充站实测：15 分钟充到 80%'],
  ['新手提车', '提车第一周，这些功能一定要打开'],
] as const;

const LEADS = [
  ['王先生 138****5678', '询底价 · 海豹 2026款', '10分钟前'],
  ['李女士 139****1024', '预约试驾 · 理想L6', '32分钟前'],
  ['赵先生 186****3300', '询底价 · 小米SU7', '1小时前'],
  ['陈女士 137****8812', '到店咨询 · 问界M7', '2小时前'],
] as const;

const ORDERS = [
  ['海豹 2026款 650km', '今天 10:00-11:00', '待到店'],
  ['理想L6 Max', '今天 14:00-15:00', '已确认'],
  ['小米SU7 Pro', '明天 09:30-10:30', '待确认'],
] as const;

function Feed() {
  return (
    <g>
      {['推荐', '新车', '评测', '用车'].map((t, i) => (
        <Text
          key={t}
          x={22 + i * 36}
          y={74}
          size={9}
          weight={i === 0 ? 700 : 400}
          fill={i === 0 ? INK : MUTED}
        >
          {t}
        </Text>
      ))}
      <rect x="22" y="78" width="18" height="3" rx="1.5" fill={BRAND} />
      {FEED.map(([line1, line2, meta, paint], i) => (
        <g key={line1} transform={`translate(0 ${88 + i * 64})`}>
          <rect x="18" y="0" width="144" height="58" rx="6" fill="#fff" />
          <Text x={24} y={16} size={7.5} weight={700}>
            {line1}
          </Text>
          <Text x={24} y={27} size={7.5} weight={700}>
            {line2}
          </Text>
          <Text x={24} y={48} size={6.5} fill={MUTED}>
            {meta}
          </Text>
          <rect x="114" y="8" width="42" height="30" rx="4" fill="#e6f2fb" />
          <Car x={117} y={16} w={36} paint={paint} />
        </g>
      ))}
    </g>
  );
}

function Library() {
  return (
    <g>
      <rect x="18" y="64" width="144" height="18" rx="9" fill="#fff" />
      <Text x={28} y={76} size={7.5} fill={MUTED}>
        搜索品牌、车系
      </Text>
      {BRANDS.map((b, i) => (
        <g key={b} transform={`translate(${22 + (i % 4) * 36} ${92 + Math.floor(i / 4) * 40})`}>
          <circle cx="14" cy="12" r="11" fill="#fff" stroke="#e3e5e8" />
          <Text x={9} y={15} size={7} weight={700}>
            {b[0]}
          </Text>
          <Text x={2} y={33} size={7}>
            {b}
          </Text>
        </g>
      ))}
      {SERIES.map(([name, price, paint], i) => (
        <g key={name} transform={`translate(0 ${180 + i * 52})`}>
          <rect x="18" y="0" width="144" height="46" rx="6" fill="#fff" />
          <rect x="24" y="6" width="50" height="34" rx="4" fill="#eef1f4" />
          <Car x={27} y={16} w={44} paint={paint} />
          <Text x={82} y={20} size={8.5} weight={700}>
            {name}
          </Text>
          <Text x={82} y={34} size={7.5} fill="#e0403a">
            {price}
          </Text>
        </g>
      ))}
    </g>
  );
}

function Community() {
  return (
    <g>
      {POSTS.map(([circle, text], i) => (
        <g key={circle} transform={`translate(0 ${66 + i * 92})`}>
          <rect x="18" y="0" width="144" height="86" rx="6" fill="#fff" />
          <circle cx="32" cy="14" r="8" fill={['#4f8fd6', '#49b899', '#ee8a2a'][i]} />
          <Text x={44} y={12} size={7} weight={700}>
            车友{['阿杰', '小周', '莉莉'][i]}
          </Text>
          <Text x={44} y={22} size={6} fill={MUTED}>
            {circle}
          </Text>
          <Text x={24} y={38} size={7}>
            {text.slice(0, 17)}
          </Text>
          <Text x={24} y={48} size={7}>
            {text.slice(17)}
          </Text>
          {[0, 1, 2].map((k) => (
            <rect
              key={k}
              x={24 + k * 44}
              y={54}
              width={40}
              height={26}
              rx={3}
              fill={['#bfe3d3', '#9ecbf0', '#fde3c8'][(i + k) % 3]}
            />
          ))}
        </g>
      ))}
    </g>
  );
}

function Rows({ rows }: { rows: readonly (readonly [string, string, string])[] }) {
  return (
    <g>
      {rows.map(([a, b, c], i) => (
        <g key={a} transform={`translate(0 ${66 + i * 56})`}>
          <rect x="18" y="0" width="144" height="50" rx="6" fill="#fff" />
          <Text x={26} y={16} size={8} weight={700}>
            {a}
          </Text>
          <Text x={26} y={30} size={7}>
            {b}
          </Text>
          <Text x={26} y={42} size={6.5} fill={MUTED}>
            {c}
          </Text>
          <rect x="120" y="30" width="34" height="14" rx="7" fill={BRAND} />
          <Text x={126} y={40} size={6.5} weight={700}>
            跟进
          </Text>
        </g>
      ))}
    </g>
  );
}

function Store() {
  return (
    <g>
      <rect x="18" y="64" width="144" height="70" rx="6" fill="#dfe4ea" />
      <Car x={54} y={90} w={72} paint="#1f3a68" />
      <Text x={24} y={150} size={9} weight={700}>
        新出行示范门店
      </Text>
      <Text x={24} y={163} size={7} fill={MUTED}>
        营业时间 09:00-18:00
      </Text>
      {[
        ['今日线索', '12'],
        ['待到店', '5'],
        ['本月成交', '38'],
      ].map(([k, v], i) => (
        <g key={k} transform={`translate(${18 + i * 49} 176)`}>
          <rect width="46" height="42" rx="6" fill="#fff" />
          <Text x={8} y={20} size={11} weight={700}>
            {v}
          </Text>
          <Text x={6} y={34} size={6.5} fill={MUTED}>
            {k}
          </Text>
        </g>
      ))}
    </g>
  );
}

/** What each named screen shows. */
const SCREENS: Record<string, () => ReactNode> = {
  推荐: Feed,
  车型库: Library,
  社区: Community,
  线索: () => <Rows rows={LEADS} />,
  试驾订单: () => <Rows rows={ORDERS} />,
  门店: Store,
};

/** A phone showing the app's `title` screen. */
export function AppScreen({ title }: { title: string }) {
  const Body = SCREENS[title] ?? Feed;
  return (
    <svg className={styles.shot} viewBox="0 0 180 360" role="img" aria-label={`${title}界面示意`}>
      <rect x="2" y="2" width="176" height="356" rx="22" fill={INK} />
      <rect x="10" y="14" width="160" height="332" rx="14" fill="#f6f7f9" />
      <rect x="10" y="14" width="160" height="40" rx="14" fill={BRAND} />
      <text x="90" y="40" textAnchor="middle" fontSize="12" fontWeight="700" fill={INK}>
        {title}
      </text>
      <Body />
    </svg>
  );
}
