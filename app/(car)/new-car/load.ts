import 'server-only';
import { notFound } from 'next/navigation';
import { getNewCar } from '@/lib/api/car-lists';
import { idOr404, loader } from '@/lib/server/page';

const loadLaunch = loader((call, id: number) => getNewCar(id, call));

/** The launch behind /new-car/{id} and /new-car/content/{id}; a bad or unknown id is a 404. */
export async function loadNewCar(raw: string) {
  const n = (await loadLaunch(idOr404(raw))) ?? notFound();
  return { ...n, upcoming: n.launchAt * 1000 > Date.now() };
}
