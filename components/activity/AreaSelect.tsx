'use client';

import { useEffect, useState } from 'react';
import { SelectOptions } from '@/components/ui/FormFields';
import { getAreaList, type Area } from '@/lib/api/city';
import styles from './Activity.module.css';

// Province → city → district from the spec's area list call (v1/common/common/area-list), as three
// native selects: the phone's own picker wheel, no picker library on the page.

export interface AreaValue {
  codes: [string, string, string];
  names: [string, string, string];
}

export const EMPTY_AREA: AreaValue = { codes: ['', '', ''], names: ['', '', ''] };

export function areaText(v: AreaValue): string {
  return v.names.filter(Boolean).join(' ');
}

/** The areas under `parent` (the provinces for null), read once it is chosen; `onFail(true)` when the read fails. */
function useAreas(parent: string | null, onFail: (failed: boolean) => void): Area[] {
  const [areas, setAreas] = useState<Area[]>([]);
  useEffect(() => {
    if (parent === '') return;
    getAreaList(parent ?? undefined)
      .then(setAreas)
      .catch(() => onFail(true));
  }, [parent, onFail]);
  return areas;
}

/** One level's select; its label is also its empty choice. */
function AreaLevel({
  label,
  code,
  areas,
  invalid,
  disabled,
  onPick,
}: {
  label: string;
  code: string;
  areas: Area[];
  invalid?: boolean;
  disabled?: boolean;
  onPick: (code: string) => void;
}) {
  return (
    <select
      aria-label={label}
      aria-invalid={invalid && !code}
      value={code}
      disabled={disabled}
      onChange={(e) => onPick(e.target.value)}
    >
      <SelectOptions placeholder={label} items={areas.map((a) => ({ id: a.code, name: a.name }))} />
    </select>
  );
}

export function AreaSelect({
  value,
  onChange,
  invalid,
}: {
  value: AreaValue;
  onChange: (v: AreaValue) => void;
  invalid?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const [p, c] = value.codes;
  const provinces = useAreas(null, setFailed);
  const cities = useAreas(p, setFailed);
  const districts = useAreas(c, setFailed);

  const nameOf = (list: Area[], code: string) => list.find((a) => a.code === code)?.name ?? '';
  if (failed) {
    return (
      <button type="button" className={styles.organiser} onClick={() => window.location.reload()}>
        地区加载失败，点击重试
      </button>
    );
  }
  return (
    <div className={styles.areaSelects}>
      <AreaLevel
        label="省份"
        code={value.codes[0]}
        areas={provinces}
        invalid={invalid}
        onPick={(code) =>
          onChange({ codes: [code, '', ''], names: [nameOf(provinces, code), '', ''] })
        }
      />
      <AreaLevel
        label="城市"
        code={value.codes[1]}
        areas={p ? cities : []}
        invalid={invalid}
        disabled={!p}
        onPick={(code) =>
          onChange({ codes: [p, code, ''], names: [value.names[0], nameOf(cities, code), ''] })
        }
      />
      <AreaLevel
        label="区县"
        code={value.codes[2]}
        areas={c ? districts : []}
        invalid={invalid}
        disabled={!c}
        onPick={(code) =>
          onChange({
            codes: [p, c, code],
            names: [value.names[0], value.names[1], nameOf(districts, code)],
          })
        }
      />
    </div>
  );
}
