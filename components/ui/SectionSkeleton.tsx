// The placeholder of a section that streams in after the page's record (STYLE.md §9): the record
// decides 404 first, then slow lists (comments, a live room's feed) arrive behind this.
export function SectionSkeleton({ rows = 3, label = '加载中' }: { rows?: number; label?: string }) {
  return (
    <div aria-busy="true" aria-label={label} style={{ padding: '.12rem .16rem' }}>
      {Array.from({ length: rows }, (_, i) => (
        <div
          key={i}
          className="skeleton"
          style={{ height: '.5rem', marginTop: i ? '.12rem' : 0, borderRadius: '.06rem' }}
        />
      ))}
    </div>
  );
}
