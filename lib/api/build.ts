/** The build id the server is running, served by the web app itself at /builds/latest.json. */
export interface LatestBuild {
  id: string;
  timestamp: number;
}

// Same-origin static-ish file of the web app, not the platform API: no envelope, no token.
export async function getLatestBuild(signal?: AbortSignal): Promise<LatestBuild | null> {
  try {
    const res = await fetch(`/builds/latest.json?timestamp=${Date.now()}`, {
      cache: 'no-store',
      signal,
    });
    if (!res.ok) return null;
    const body = (await res.json()) as Partial<LatestBuild>;
    return typeof body.id === 'string'
      ? { id: body.id, timestamp: Number(body.timestamp) || 0 }
      : null;
  } catch {
    return null;
  }
}
