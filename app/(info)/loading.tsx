export default function InfoLoading() {
  return (
    <main className="page" aria-busy="true" aria-label="加载中" style={{ background: 'var(--card)', padding: '.2rem .16rem' }}>
      <div className="skeleton" style={{ height: '.28rem', width: '50%', marginBottom: '.12rem' }} />
      <div className="skeleton" style={{ height: '.12rem', width: '30%', marginBottom: '.24rem' }} />
      {Array.from({ length: 8 }, (_, i) => (
        <div key={i} className="skeleton" style={{ height: '.15rem', width: i % 3 === 2 ? '60%' : '100%', marginBottom: '.12rem' }} />
      ))}
    </main>
  );
}
