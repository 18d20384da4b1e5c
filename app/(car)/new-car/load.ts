import 'server-only';
import { notFound } from 'next/navigation';
import { getNewCar } from '@/lib/api/car';
import { isNumericId } from '@/lib/routes';
import { serverCall } from '@/lib/server/request';

/** The launch behind /new-car/{id} and /new-car/content/{id}; a bad or unknown id is a 404. */
export async function loadNewCar(raw: string) {
  if (!isNumericId(raw)) notFound();
  const n = await getNewCar(Number(raw), await serverCall());
  if (!n) notFound();
  return { ...n, upcoming: n.launchAt * 1000 > Date.now() };
}
