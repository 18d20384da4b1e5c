import { FeedSkeleton } from '@/components/feed/FeedCard';

export default function SearchLoading() {
  return (
    <main className="page">
      <div style={{ height: 'var(--nav-h)', padding: '.07rem .12rem', background: 'var(--card)' }}>
        <div className="skeleton" style={{ height: '.34rem', borderRadius: '.17rem' }} />
      </div>
      <FeedSkeleton rows={6} />
    </main>
  );
}
