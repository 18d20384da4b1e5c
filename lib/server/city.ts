import 'server-only';
import { cookies } from 'next/headers';
import { getCityList, type CityItem } from '@/lib/api/city';
import type { CallOptions } from '@/lib/api/http';
import { CITY_COOKIE, isCityCode } from '@/lib/city';

/** The city a dealer list is for: `?city=` first, then the chosen city's cookie, else the first hot city. */
export async function currentCity(
  queryCity: string | undefined,
  call?: CallOptions,
): Promise<{ city: CityItem; cities: CityItem[] }> {
  const { hot, list } = await getCityList(undefined, call);
  const fromCookie = (await cookies()).get(CITY_COOKIE)?.value;
  const code = isCityCode(queryCity) ? queryCity : isCityCode(fromCookie) ? fromCookie : undefined;
  const city = list.find((c) => c.code === code) ?? hot[0] ?? list[0]!;
  return { city, cities: list };
}
