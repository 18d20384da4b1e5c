import { FeedSkeleton } from '@/components/feed/FeedCard';

export default function ColumnsLoading() {
  return (
    <main className="page">
      <FeedSkeleton rows={7} />
    </main>
  );
}
