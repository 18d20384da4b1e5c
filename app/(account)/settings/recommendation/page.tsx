import type { Metadata } from 'next';
import Link from 'next/link';
import styles from '@/components/info/InfoPage.module.css';
import { MAX_POINTS } from '@/contract/recommend';

export const metadata: Metadata = {
  title: '个性化推荐说明',
  description: '新出行首页推荐使用了哪些信息，以及如何关闭个性化推荐。',
  alternates: { canonical: '/settings/recommendation' },
};

/** What 个性化推荐 uses and how to turn it off (算法推荐管理规定 Art. 16-17, PIPL Art. 24). */
export default function RecommendationInfoPage() {
  return (
    <main className={`page ${styles.page}`}>
      <article className={styles.article}>
        <h1 className={styles.title}>个性化推荐说明</h1>
        <div className={styles.body}>
          <h2>推荐使用了哪些信息</h2>
          <p>首页“推荐”频道默认按发布时间排列。开启个性化推荐后，我们只使用以下信息调整顺序：</p>
          <ul>
            <li>你打开过的文章、视频、快讯等内容所属的车系和话题（每篇内容每天计一次）；</li>
            <li>你点过“不感兴趣”的内容：它不再出现，同车系、同话题的内容排得更靠后。</li>
          </ul>
          <p>
            登录后，这些记录保存在你的账号下；未登录时，保存在本设备（浏览器中的设备标识）下，不与其他设备共享。一个车系或话题最多让内容提前
            {MAX_POINTS}
            天的位置，最新资讯始终可见。
          </p>
          <p>
            我们不使用你的手机号、位置、通讯录或搜索记录做个性化推荐。搜索结果、车型库、排行榜等列表不受个性化推荐影响。
          </p>
          <h2>如何关闭</h2>
          <p>
            在<Link href="/settings">设置</Link>
            中关闭“个性化推荐”。关闭后，首页推荐只按发布时间显示最新内容，并在列表顶部提示；我们同时删除已记录的车系和话题偏好，不再记录新的阅读。你可以随时重新开启。
          </p>
          <p>
            更多个人信息处理规则见<Link href="/privacy">隐私政策</Link>。
          </p>
        </div>
      </article>
    </main>
  );
}
