import { FeedSkeleton } from '@/components/feed/FeedCard';

export default function BriefLoading() {
  return (
    <main className="page">
      <FeedSkeleton rows={8} />
    </main>
  );
}
