export default function CarLoading() {
  return (
    <main className="page" aria-busy="true">
      <div className="skeleton" style={{ aspectRatio: '16 / 9' }} />
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} className="skeleton" style={{ height: '.64rem', margin: '.12rem .16rem', borderRadius: '.06rem' }} />
      ))}
    </main>
  );
}
