import { FeedSkeleton } from '@/components/feed/FeedCard';

export default function HomeLoading() {
  return (
    <main className="page">
      <div className="skeleton" style={{ margin: '.12rem .16rem 0', aspectRatio: '16 / 9', borderRadius: '.08rem' }} />
      <FeedSkeleton rows={6} />
    </main>
  );
}
