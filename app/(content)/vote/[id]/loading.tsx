export default function VoteLoading() {
  return (
    <main className="page" aria-busy="true">
      <div style={{ padding: '.16rem', background: 'var(--card)' }}>
        <div className="skeleton" style={{ height: '.24rem', width: '80%' }} />
        <div className="skeleton" style={{ height: '.14rem', width: '50%', marginTop: '.1rem' }} />
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="skeleton" style={{ height: '.46rem', marginTop: '.1rem', borderRadius: '.08rem' }} />
        ))}
      </div>
    </main>
  );
}
