export default function LiveLoading() {
  return (
    <main className="page" aria-busy="true">
      {[0, 1, 2].map((i) => (
        <div key={i} style={{ margin: '.12rem .16rem 0' }}>
          <div className="skeleton" style={{ aspectRatio: '16 / 9', borderRadius: '.08rem' }} />
          <div className="skeleton" style={{ height: '.16rem', width: '70%', marginTop: '.08rem' }} />
        </div>
      ))}
    </main>
  );
}
