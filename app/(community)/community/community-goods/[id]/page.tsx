import Link from 'next/link';
import { GoodsList } from '@/components/community/Lists';
import { SubPage } from '@/components/community/SubPageHeader';
import { getCircleGoods } from '@/lib/api/community-more';
import { recordPage, type IdRouteProps } from '@/lib/server/page';

const page = recordPage((call, id) => getCircleGoods(id, 1, call), (r) => ({ title: `${r.circle.name} · 圈友好物`, description: `${r.circle.name}车主推荐的用车好物。` }), { title: '圈子不存在' });
export const generateMetadata = page.generateMetadata;

export default async function CircleGoodsPage(props: IdRouteProps) {
  const r = await page.record(props);
  return (
    <SubPage
      title="圈友好物"
      owner={{ href: `/community/${r.circle.id}`, name: r.circle.name }}
      line={
        <>
          {' '}的车主们在用、在推荐的好物 · <Link href="/shop">去商城逛逛 ›</Link>
        </>
      }
    >
      <GoodsList circleId={r.circle.id} initial={r.goods} />
    </SubPage>
  );
}
