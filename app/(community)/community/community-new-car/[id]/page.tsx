import Link from 'next/link';
import { PostFeed } from '@/components/community/PostFeed';
import { getCircleNewCars } from '@/lib/api/community-more';
import { circleSubPage } from '../../_circle-sub-page';

const page = circleSubPage({
  title: '提车作业',
  read: (id, call) => getCircleNewCars(id, 1, call),
  description: (circle) => `${circle}车主的提车作业与新车分享。`,
  line: (r) => (
    <>
      {r.circle.series && (
        <>
          {' · '}
          <Link href={`/series/${r.circle.series.id}`}>{r.circle.series.name}车系</Link>
        </>
      )}{' '}
      · 新车主的第一次分享
    </>
  ),
  list: (r) => (
    <PostFeed
      source={{ kind: 'new-car', id: r.circle.id }}
      initial={r.posts}
      showCircle={false}
      emptyText="还没有提车作业，提车了来晒一晒吧"
    />
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
