import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ClubCarList } from '@/components/community/Lists';
import { SubPage } from '@/components/community/SubPageHeader';
import { getClub, getClubCars } from '@/lib/api/community-more';
import { idOr404, loader } from '@/lib/server/page';
import { serverCall } from '@/lib/server/request';

type Props = { params: Promise<{ id: string }> };

const loadClub = loader((call, id: number) => getClub(id, call));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const club = await loadClub(idOr404((await params).id));
  return club ? { title: `${club.name} · 会员爱车` } : { title: '车友会不存在' };
}

export default async function ClubCarsPage({ params }: Props) {
  const club = (await loadClub(idOr404((await params).id))) ?? notFound();
  const initial = await getClubCars(club.id, 1, await serverCall());
  return (
    <SubPage
      title="会员爱车"
      owner={{ href: `/club/${club.id}`, name: club.name }}
      line={` · ${club.cars}辆认证车`}
    >
      <ClubCarList clubId={club.id} initial={initial} />
    </SubPage>
  );
}
