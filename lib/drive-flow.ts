// The test-drive flow keeps its choices in the URL query (series, model, store, city), so back,
// forward and reload keep them. These helpers read and write that state.

export interface DriveFlowState {
  series?: number;
  model?: number;
  store?: number;
  city?: string;
}

type Query = Record<string, string | string[] | undefined>;

function num(v: string | string[] | undefined): number | undefined {
  const s = Array.isArray(v) ? v[0] : v;
  return s && /^[1-9]\d{0,9}$/.test(s) ? Number(s) : undefined;
}

export function readDriveFlow(q: Query): DriveFlowState {
  const city = Array.isArray(q.city) ? q.city[0] : q.city;
  return {
    series: num(q.series),
    model: num(q.model),
    store: num(q.store),
    city: city && /^\d{6}$/.test(city) ? city : undefined,
  };
}

export function driveHref(path: string, state: DriveFlowState): string {
  const q = new URLSearchParams();
  if (state.series) q.set('series', String(state.series));
  if (state.model) q.set('model', String(state.model));
  if (state.store) q.set('store', String(state.store));
  if (state.city) q.set('city', state.city);
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}
