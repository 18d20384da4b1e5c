export default function Loading() {
  return (
    <main className="page" aria-busy="true" aria-label="加载中" style={{ background: 'var(--card)', padding: '.2rem .16rem' }}>
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="skeleton" style={{ height: '.4rem', marginBottom: '.14rem' }} />
      ))}
    </main>
  );
}
