import type { CallOptions } from '@/lib/api/http';
import { getTrimSeasonRates } from '@/lib/api/range-season';
import { startRead, type Read } from '@/lib/server/read';
import { ReadSection } from '@/components/ui/ReadSection';
import { CompareRangeTable, type CompareRangeRow } from './CompareRangeTable';
import type { RangeCity } from './RangeByCity';
import { rangeCities, RangeSkeleton } from './SeriesRange';
import carStyles from '../car.module.css';

type CompareRangeData = { rows: CompareRangeRow[]; city: RangeCity; cities: RangeCity[] };

/** The class rates of each compared model's series, applied to that model's own range (battery cars only), and the chosen city. */
export function readCompareRange(
  models: { id: number; seriesId: number; seriesName: string; name: string }[],
  call: CallOptions,
): Read<CompareRangeData> {
  return startRead(
    (async () => {
      const [rates, cities] = await Promise.all([
        Promise.all(models.map((m) => getTrimSeasonRates(m.seriesId, m.id, call))),
        rangeCities(call),
      ]);
      const rows = models.flatMap((m, i): CompareRangeRow[] => {
        const r = rates[i];
        return r && r.ratedKm > 0 && r.winter && r.summer
          ? [
              {
                id: m.id,
                name: `${m.seriesName} ${m.name}`,
                ratedKm: r.ratedKm,
                winter: r.winter,
                summer: r.summer,
              },
            ]
          : [];
      });
      return { rows, ...cities };
    })(),
  );
}

/** 续航估算 of the compared models for one city; nothing when none runs on a battery. */
export function CompareRange({ read }: { read: Read<CompareRangeData> }) {
  return (
    <ReadSection read={read} fallback={<RangeSkeleton />}>
      {({ rows, city, cities }) =>
        rows.length > 0 ? (
          <section className={carStyles.section} aria-labelledby="range-title">
            <CompareRangeTable rows={rows} city={city} cities={cities} />
          </section>
        ) : null
      }
    </ReadSection>
  );
}
