import { DetailSkeleton } from '@/components/content/DetailSkeleton';

export default function VideoLoading() {
  return <DetailSkeleton video />;
}
