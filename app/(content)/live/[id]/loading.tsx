export default function LiveRoomLoading() {
  return (
    <main className="page" aria-busy="true">
      <div className="skeleton" style={{ aspectRatio: '16 / 9' }} />
      <div style={{ padding: '.12rem .16rem' }}>
        <div className="skeleton" style={{ height: '.2rem', width: '70%' }} />
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="skeleton" style={{ height: '.5rem', marginTop: '.12rem' }} />
        ))}
      </div>
    </main>
  );
}
