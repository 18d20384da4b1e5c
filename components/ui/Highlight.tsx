/** Text with every occurrence of the search keyword marked (case-insensitive), as search pages do. */
export function Highlight({ text, keyword }: { text: string; keyword?: string }) {
  const word = keyword?.trim();
  if (!word) return <>{text}</>;
  const lower = text.toLowerCase();
  const needle = word.toLowerCase();
  const parts: { text: string; hit: boolean }[] = [];
  let from = 0;
  for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), hit: false });
    parts.push({ text: text.slice(at, at + word.length), hit: true });
    from = at + word.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), hit: false });
  return (
    <>
      {parts.map((p, i) =>
        p.hit ? (
          <mark key={i} className="search-hit">
            {p.text}
          </mark>
        ) : (
          p.text
        ),
      )}
    </>
  );
}
