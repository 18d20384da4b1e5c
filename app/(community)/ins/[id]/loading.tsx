export default function InsLoading() {
  return (
    <main className="page" aria-busy="true">
      <div style={{ padding: '.16rem', background: 'var(--card)' }}>
        <div style={{ display: 'flex', gap: '.1rem', alignItems: 'center' }}>
          <div className="skeleton" style={{ width: '.42rem', height: '.42rem', borderRadius: '50%' }} />
          <div className="skeleton" style={{ width: '1.2rem', height: '.16rem' }} />
        </div>
        <div className="skeleton" style={{ height: '.6rem', marginTop: '.14rem' }} />
        <div className="skeleton" style={{ aspectRatio: '16 / 9', marginTop: '.12rem' }} />
      </div>
    </main>
  );
}
