import type { ReactNode } from 'react';
import type { ParamModel, ParamRow } from '@/lib/api/car';
import { buildSections, MARKS } from '@/lib/car/parameters';
import { formatPrice } from '@/contract/format/number';
import { ParamToolbar } from './ParamToolbar';
import styles from './param-table.module.css';

const MARK_CLASS: Record<string, string | undefined> = {
  [MARKS.std]: styles.std,
  [MARKS.opt]: styles.opt,
  [MARKS.none]: styles.none,
};

/**
 * Every model side by side, rendered on the server as one HTML table: sticky header row and
 * first column by CSS, sections with a jump menu, rows marked data-same so the toolbar's
 * toggles are a class flip. `headerExtra` renders per-model actions (compare / remove).
 */
export function ParamTable({
  id,
  models,
  params,
  headerExtra,
}: {
  id: string;
  models: ParamModel[];
  params: ParamRow[];
  headerExtra?: (model: ParamModel) => ReactNode;
}) {
  const sections = buildSections(params);
  return (
    <section className={styles.wrap}>
      {models.length > 1 && <ParamToolbar tableId={id} />}
      <nav className={styles.jump} aria-label="参数分组">
        {sections.map((s) => (
          <a key={s.anchor} href={`#${id}-${s.anchor}`}>
            {s.group}
          </a>
        ))}
      </nav>
      <div className={styles.scroller} style={{ ['--cols' as string]: models.length }}>
        <table
          id={id}
          className={styles.table}
          data-highlight="0"
          data-hide-same="0"
          data-testid="param-table"
        >
          <thead>
            <tr>
              <th scope="col" className={styles.corner}>
                {models.length}款车型
              </th>
              {models.map((m) => (
                <th key={m.id} scope="col" className={styles.modelHead}>
                  <a href={`/car/model/${m.id}`} className={styles.modelName}>
                    {m.seriesName} {m.name}
                  </a>
                  <span className={styles.modelPrice}>{formatPrice(m.price)}</span>
                  {headerExtra?.(m)}
                </th>
              ))}
            </tr>
          </thead>
          {sections.map((s) => (
            <tbody key={s.anchor} data-all-same={s.allSame ? '1' : '0'}>
              <tr className={styles.groupRow} id={`${id}-${s.anchor}`}>
                <th scope="rowgroup" colSpan={models.length + 1}>
                  <span>{s.group}</span>
                </th>
              </tr>
              {s.rows.map((r) => (
                <tr key={r.name} data-same={r.same ? '1' : '0'}>
                  <th scope="row">{r.name}</th>
                  {r.values.map((v, i) => (
                    <td key={i} className={MARK_CLASS[v]}>
                      {v}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
    </section>
  );
}
