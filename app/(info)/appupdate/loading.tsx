export default function Loading() {
  return (
    <main className="page" aria-busy="true" aria-label="加载中" style={{ background: 'var(--card)', padding: '.2rem .16rem' }}>
      <div className="skeleton" style={{ height: '.28rem', width: '40%', marginBottom: '.16rem' }} />
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} style={{ marginBottom: '.24rem' }}>
          <div className="skeleton" style={{ height: '.18rem', width: '50%', marginBottom: '.1rem' }} />
          <div className="skeleton" style={{ height: '.14rem', marginBottom: '.06rem' }} />
          <div className="skeleton" style={{ height: '.14rem', width: '70%' }} />
        </div>
      ))}
    </main>
  );
}
