/** The wait for a whole screen: a header block and a few rows, shaped like what comes. */
export function PageSkeleton({ rows = 5, header = true }: { rows?: number; header?: boolean }) {
  return (
    <main className="page" aria-busy="true" aria-label="加载中...">
      {header && (
        <div style={{ padding: '.16rem .14rem', background: 'var(--card)' }}>
          <div className="skeleton" style={{ height: '.24rem', width: '70%' }} />
          <div className="skeleton" style={{ height: '.14rem', width: '45%', marginTop: '.1rem' }} />
        </div>
      )}
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} style={{ display: 'flex', gap: '.1rem', padding: '.12rem .14rem', background: 'var(--card)', marginTop: '.06rem' }}>
          <div className="skeleton" style={{ width: '1rem', height: '.66rem', flex: 'none' }} />
          <div style={{ flex: 1 }}>
            <div className="skeleton" style={{ height: '.16rem', width: '80%' }} />
            <div className="skeleton" style={{ height: '.12rem', width: '50%', marginTop: '.1rem' }} />
          </div>
        </div>
      ))}
    </main>
  );
}
