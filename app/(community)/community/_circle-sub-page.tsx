import type { ReactNode } from 'react';
import { SubPage } from '@/components/community/SubPageHeader';
import type { CallOptions } from '@/lib/api/http';
import type { Circle } from '@/lib/api/community';
import { recordPage, type IdRouteProps } from '@/lib/server/page';

/**
 * A circle's sub-page (圈友好物, 提车作业): the first page of one of its lists, read with the circle,
 * titled `{circle} · {title}`; '圈子不存在' (404) when the circle is missing.
 */
export function circleSubPage<R extends { circle: Circle }>(spec: {
  title: string;
  read: (id: number, call: CallOptions) => Promise<R | undefined>;
  description: (circle: string) => string;
  line: (r: R) => ReactNode;
  list: (r: R) => ReactNode;
}) {
  const page = recordPage(
    (call, id) => spec.read(id, call),
    (r) => ({
      title: `${r.circle.name} · ${spec.title}`,
      description: spec.description(r.circle.name),
    }),
    { title: '圈子不存在' },
  );
  async function CircleSubPage(props: IdRouteProps) {
    const r = await page.record(props);
    return (
      <SubPage
        title={spec.title}
        owner={{ href: `/community/${r.circle.id}`, name: r.circle.name }}
        line={spec.line(r)}
      >
        {spec.list(r)}
      </SubPage>
    );
  }
  return { generateMetadata: page.generateMetadata, Page: CircleSubPage };
}
