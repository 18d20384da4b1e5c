import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';

// Demo video files (generated once with ffmpeg, committed under local-api/assets/) served with
// HTTP Range support: iOS Safari refuses to play a video whose server answers a Range request
// with the whole file instead of 206 Partial Content.

const VIDEO_DIR = path.join(__dirname, 'assets');
/** The demo clips every video item points at. */
export const DEMO_VIDEOS = ['demo-1', 'demo-2'] as const;

const VIDEO_PATH = /^\/media\/video\/([\w-]{1,64})\.mp4$/;

interface ByteRange {
  start: number;
  end: number;
}

/**
 * Parses a single `bytes=` range against a file size (RFC 9110 §14.1.2). Multiple ranges are
 * answered with the first one, as most media servers do. `null`: no usable Range header (send
 * the whole file); `'unsatisfiable'`: answer 416.
 */
function parseRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const m = /^bytes=\s*(\d*)-(\d*)/.exec(header.trim());
  if (!m) return null;
  const [, a = '', b = ''] = m;
  if (a === '' && b === '') return null;
  let start: number;
  let end: number;
  if (a === '') {
    // Suffix range: the last n bytes.
    const n = Number(b);
    if (n === 0) return 'unsatisfiable';
    start = Math.max(0, size - n);
    end = size - 1;
  } else {
    start = Number(a);
    end = b === '' ? size - 1 : Math.min(Number(b), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

/** Answers a GET/HEAD of /media/video/{name}.mp4; returns false when the path is not a video. */
export function serveVideo(req: IncomingMessage, res: ServerResponse, pathname: string): boolean {
  const m = VIDEO_PATH.exec(pathname);
  if (!m) return false;
  const file = path.join(VIDEO_DIR, `${m[1]}.mp4`);
  let size: number;
  try {
    size = fs.statSync(file).size;
  } catch {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('not found');
    return true;
  }
  const headers: Record<string, string | number> = {
    'content-type': 'video/mp4',
    'accept-ranges': 'bytes',
    'cache-control': 'public, max-age=86400',
    'x-content-type-options': 'nosniff',
  };
  const range = parseRange(req.headers.range, size);
  if (range === 'unsatisfiable') {
    res.writeHead(416, { ...headers, 'content-range': `bytes */${size}` });
    res.end();
    return true;
  }
  const { start, end } = range ?? { start: 0, end: size - 1 };
  const status = range ? 206 : 200;
  if (range) headers['content-range'] = `bytes ${start}-${end}/${size}`;
  headers['content-length'] = end - start + 1;
  res.writeHead(status, headers);
  if (req.method === 'HEAD') {
    res.end();
    return true;
  }
  const stream = fs.createReadStream(file, { start, end });
  stream.on('error', () => res.destroy());
  stream.pipe(res);
  return true;
}
