import type { SeedContext } from '../../domain';
import { relMedia } from '../../media-path';
import { COMMENT_LINES, commentFits, MORE_COMMENT_LINES, REPLY_LINES } from '../../seed/text';

// The demo threads: written on every content row the other domains seeded, so comments seeds last.

export function seedComments({ db, rng, now }: SeedContext): void {
  const users = (db.prepare('SELECT id FROM users').all() as { id: number }[]).map((u) => u.id);
  // What each item is about (its words, and whether it is about one car), so its comments are on topic.
  const targets = db
    .prepare(
      `SELECT c.id, c.type, c.created_at, c.title || ' ' || c.summary AS text,
         (coalesce(m.series, '') <> '' OR EXISTS (SELECT 1 FROM community_posts cp WHERE cp.content_id = c.id AND cp.series_id IS NOT NULL)) AS about_car
       FROM contents c LEFT JOIN content_meta m ON m.content_id = c.id ORDER BY c.id`,
    )
    .all() as { id: number; type: number; created_at: number; text: string; about_car: number }[];
  const lines = [...COMMENT_LINES, ...MORE_COMMENT_LINES];
  const rows: {
    type: number;
    cid: number;
    uid: number;
    parent: number | null;
    replyTo: number | null;
    text: string;
    images: string[];
    likes: number;
    at: number;
  }[] = [];
  let pic = 0;
  // Readers of one item do not post the identical comment or reply twice: each line once per item.
  const pickNew = (pool: readonly string[], used: Set<string>): string | undefined => {
    const left = pool.filter((l) => !used.has(l));
    const line = left.length ? rng.pick(left) : undefined;
    if (line) used.add(line);
    return line;
  };
  for (const t of targets) {
    const used = new Set<string>();
    // Most readers do not comment: many items have few or none, a few have long threads.
    const roots = rng.chance(0.25) ? 0 : rng.chance(0.15) ? rng.int(8, 16) : rng.int(1, 5);
    for (let i = 0; i < roots; i++) {
      const at = Math.min(now - 60, t.created_at + rng.int(120, Math.max(300, now - t.created_at)));
      const images = rng.chance(0.08)
        ? Array.from({ length: rng.int(1, 3) }, () => relMedia('cover', `cm${++pic}`))
        : [];
      const text = pickNew(
        lines.filter((l) => commentFits(l, { text: t.text, aboutCar: t.about_car === 1 })),
        used,
      );
      if (!text) break;
      const root = {
        type: t.type,
        cid: t.id,
        uid: rng.pick(users),
        parent: null,
        replyTo: null,
        text,
        images,
        likes: rng.chance(0.2) ? rng.int(10, 320) : rng.int(0, 9),
        at,
      };
      rows.push(root);
      const replies = rng.chance(0.35) ? rng.int(1, 6) : 0;
      for (let j = 0; j < replies; j++) {
        const reply = pickNew(REPLY_LINES, used);
        if (!reply) break;
        rows.push({
          type: t.type,
          cid: t.id,
          uid: rng.pick(users),
          parent: -1,
          replyTo: j > 0 && rng.chance(0.3) ? -2 : null,
          text: reply,
          images: [],
          likes: rng.int(0, 12),
          at: at + rng.int(30, Math.max(60, Math.min(86400, now - 30 - at))),
        });
      }
    }
  }
  // Group each thread behind its root, then insert oldest root first so ids grow with time.
  type Row = (typeof rows)[number];
  const threads: { root: Row; replies: Row[] }[] = [];
  for (const row of rows) {
    if (row.parent === null) threads.push({ root: row, replies: [] });
    else threads[threads.length - 1]!.replies.push(row);
  }
  threads.sort((a, b) => a.root.at - b.root.at);
  const insert = db.prepare(
    'INSERT INTO comments (content_type, content_id, user_id, parent_id, reply_to_id, content, images, likes, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const like = db.prepare(
    'INSERT OR IGNORE INTO comment_likes (comment_id, user_id, created_at) VALUES (?, ?, ?)',
  );
  for (const { root, replies } of threads) {
    const rootId = Number(
      insert.run(
        root.type,
        root.cid,
        root.uid,
        null,
        null,
        root.text,
        JSON.stringify(root.images),
        root.likes,
        root.at,
      ).lastInsertRowid,
    );
    // A few of the likes are the demo accounts', so "liked" shows up for them.
    if (root.likes > 0 && rng.chance(0.1)) like.run(rootId, rng.int(1, 2), root.at);
    let last = rootId;
    for (const r of replies.sort((a, b) => a.at - b.at)) {
      last = Number(
        insert.run(
          r.type,
          r.cid,
          r.uid,
          rootId,
          r.replyTo === -2 ? last : null,
          r.text,
          '[]',
          r.likes,
          r.at,
        ).lastInsertRowid,
      );
    }
  }
  db.prepare(
    `UPDATE contents SET comments = (SELECT COUNT(*) FROM comments c WHERE c.content_id = contents.id AND c.content_type = contents.type AND c.status = 1)`,
  ).run();
}
