import { FeedSkeleton } from '@/components/feed/FeedCard';

export default function TopicLoading() {
  return (
    <main className="page">
      <div className="skeleton" style={{ aspectRatio: '16 / 9' }} />
      <FeedSkeleton rows={5} />
    </main>
  );
}
