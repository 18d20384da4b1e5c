export default function Loading() {
  return (
    <main className="page" aria-busy="true" aria-label="加载中" style={{ background: 'var(--card)', padding: '.2rem .16rem' }}>
      <div className="skeleton" style={{ height: '.26rem', width: '45%', marginBottom: '.2rem' }} />
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} className="skeleton" style={{ height: '.4rem', marginBottom: '.12rem' }} />
      ))}
    </main>
  );
}
