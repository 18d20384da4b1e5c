'use client';

import { useEffect, useState } from 'react';
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

export function AreaSelect({ value, onChange, invalid }: { value: AreaValue; onChange: (v: AreaValue) => void; invalid?: boolean }) {
  const [provinces, setProvinces] = useState<Area[]>([]);
  const [cities, setCities] = useState<Area[]>([]);
  const [districts, setDistricts] = useState<Area[]>([]);
  const [failed, setFailed] = useState(false);
  const [p, c] = value.codes;

  useEffect(() => {
    getAreaList()
      .then(setProvinces)
      .catch(() => setFailed(true));
  }, []);
  useEffect(() => {
    if (!p) return;
    getAreaList(p)
      .then(setCities)
      .catch(() => setFailed(true));
  }, [p]);
  useEffect(() => {
    if (!c) return;
    getAreaList(c)
      .then(setDistricts)
      .catch(() => setFailed(true));
  }, [c]);

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
      <select
        aria-label="省份"
        aria-invalid={invalid && !value.codes[0]}
        value={value.codes[0]}
        onChange={(e) => onChange({ codes: [e.target.value, '', ''], names: [nameOf(provinces, e.target.value), '', ''] })}
      >
        <option value="">省份</option>
        {provinces.map((a) => (
          <option key={a.code} value={a.code}>
            {a.name}
          </option>
        ))}
      </select>
      <select
        aria-label="城市"
        aria-invalid={invalid && !value.codes[1]}
        value={value.codes[1]}
        disabled={!p}
        onChange={(e) => onChange({ codes: [p, e.target.value, ''], names: [value.names[0], nameOf(cities, e.target.value), ''] })}
      >
        <option value="">城市</option>
        {(p ? cities : []).map((a) => (
          <option key={a.code} value={a.code}>
            {a.name}
          </option>
        ))}
      </select>
      <select
        aria-label="区县"
        aria-invalid={invalid && !value.codes[2]}
        value={value.codes[2]}
        disabled={!c}
        onChange={(e) => onChange({ codes: [p, c, e.target.value], names: [value.names[0], value.names[1], nameOf(districts, e.target.value)] })}
      >
        <option value="">区县</option>
        {(c ? districts : []).map((a) => (
          <option key={a.code} value={a.code}>
            {a.name}
          </option>
        ))}
      </select>
    </div>
  );
}
