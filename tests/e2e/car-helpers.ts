import { expect, test, type APIRequestContext } from '@playwright/test';

// What the dealer and test-drive specs share: the API as the screens call it, and a bookable pick.

export const CRAWLER_UA =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Mobile Safari/537.36 (compatible; Baiduspider/2.0)';

/** The app-download banner is fixed at the bottom; people close it, and so do these tests. */
export function closeAppBanner(): void {
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(() => window.sessionStorage.setItem('xcx-app-banner-closed', '1'));
  });
}

export async function api<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  data?: Record<string, unknown>,
): Promise<T> {
  const res =
    method === 'GET'
      ? await request.get(`/api/${path}`)
      : await request.post(`/api/${path}`, { data });
  expect(res.status(), path).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** A brand, series, model and a 北京 store that sells it, found through the API as the screens do. */
export async function bookable(request: APIRequestContext) {
  const brands = await api<{ id: number; name: string }[]>(
    request,
    'GET',
    'v1/dealer/dealer-drive/brands',
  );
  const brand = brands.find((b) => b.name === '比亚迪') ?? brands[0]!;
  const series = (
    await api<{ list: { id: number; name: string }[] }>(
      request,
      'GET',
      `v1/dealer/dealer-drive/series?brand_id=${brand.id}`,
    )
  ).list[0]!;
  const model = (
    await api<{ list: { id: number; name: string }[] }>(
      request,
      'GET',
      `v1/dealer/dealer-drive/models?series_id=${series.id}`,
    )
  ).list[0]!;
  const store = (
    await api<{ list: { id: number; name: string }[] }>(
      request,
      'POST',
      'v1/dealer/dealer-drive/get-dealership',
      { series_id: series.id, city_code: '110100' },
    )
  ).list[0]!;
  return { brand, series, model, store };
}
