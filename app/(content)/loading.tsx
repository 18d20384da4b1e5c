import { DetailSkeleton } from '@/components/content/DetailSkeleton';

export default function ContentLoading() {
  return <DetailSkeleton />;
}
