// Skeletons only on routes without ids: a loading boundary starts streaming with status 200,
// so pages that answer 404 for an unknown id (series, model, gallery...) must not have one.
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
