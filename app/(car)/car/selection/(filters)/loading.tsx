import { PageSkeleton } from '@/components/dealer/PageSkeleton';

export default function Loading() {
  return <PageSkeleton />;
}
