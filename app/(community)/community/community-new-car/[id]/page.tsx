import Link from 'next/link';
import { PostFeed } from '@/components/community/PostFeed';
import { SubPage } from '@/components/community/SubPageHeader';
import { getCircleNewCars } from '@/lib/api/community-more';
import { recordPage, type IdRouteProps } from '@/lib/server/page';

const page = recordPage((call, id) => getCircleNewCars(id, 1, call), (r) => ({ title: `${r.circle.name} · 提车作业`, description: `${r.circle.name}车主的提车作业与新车分享。` }), { title: '圈子不存在' });
export const generateMetadata = page.generateMetadata;

export default async function CircleNewCarPage(props: IdRouteProps) {
  const r = await page.record(props);
  return (
    <SubPage
      title="提车作业"
      owner={{ href: `/community/${r.circle.id}`, name: r.circle.name }}
      line={
        <>
          {r.circle.series && (
            <>
              {' · '}
              <Link href={`/series/${r.circle.series.id}`}>{r.circle.series.name}车系</Link>
            </>
          )}
          {' '}· 新车主的第一次分享
        </>
      }
    >
      <PostFeed source={{ kind: 'new-car', id: r.circle.id }} initial={r.posts} showCircle={false} emptyText="还没有提车作业，提车了来晒一晒吧" />
    </SubPage>
  );
}
