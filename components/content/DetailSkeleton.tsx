/** The wait for a detail page: title, author line and paragraphs. */
export function DetailSkeleton({ video = false }: { video?: boolean }) {
  return (
    <main className="page" aria-busy="true" aria-label="加载中">
      {video && <div className="skeleton" style={{ aspectRatio: '16 / 9' }} />}
      <div style={{ padding: '.16rem', background: 'var(--card)' }}>
        <div className="skeleton" style={{ height: '.26rem', marginBottom: '.08rem' }} />
        <div className="skeleton" style={{ height: '.26rem', width: '60%', marginBottom: '.16rem' }} />
        <div style={{ display: 'flex', gap: '.1rem', alignItems: 'center', marginBottom: '.2rem' }}>
          <div className="skeleton" style={{ width: '.36rem', height: '.36rem', borderRadius: '50%' }} />
          <div className="skeleton" style={{ height: '.14rem', width: '40%' }} />
        </div>
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="skeleton" style={{ height: '.16rem', width: i % 3 === 2 ? '70%' : '100%', marginBottom: '.12rem' }} />
        ))}
      </div>
    </main>
  );
}
