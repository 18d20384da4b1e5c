import Link from 'next/link';
import { GoodsList } from '@/components/community/Lists';
import { getCircleGoods } from '@/lib/api/community-more';
import { circleSubPage } from '../../_circle-sub-page';

const page = circleSubPage({
  title: '圈友好物',
  read: (id, call) => getCircleGoods(id, 1, call),
  description: (circle) => `${circle}车主推荐的用车好物。`,
  line: () => (
    <>
      {' '}
      的车主们在用、在推荐的好物 · <Link href="/shop">去商城逛逛 ›</Link>
    </>
  ),
  list: (r) => <GoodsList circleId={r.circle.id} initial={r.goods} />,
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
