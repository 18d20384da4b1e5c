'use client';

import { MaskDialog } from '@/components/ui/MaskDialog';
import { CLIMATE_SOURCE } from '@/contract/city-climate';
import {
  BAND_MAX,
  BAND_MIN,
  MILD_GAIN,
  MILD_RATE_MAX,
  OPTIMUM_TEMP_C,
  rangeAt,
  rateAt,
} from '@/contract/range-estimate';
import styles from './Range.module.css';

const pct = (n: number) => `${Math.round(n * 100)}%`;

// The worked example is computed by the method itself, so the words cannot drift from the figures.
const EXAMPLE = {
  rated: 600,
  temp: -3,
  winter: { rate: 0.5, tempC: -17 },
  summer: { rate: 0.67, tempC: 33 },
};
const exampleRate = rateAt(EXAMPLE.temp, EXAMPLE.winter, EXAMPLE.summer);
const example = rangeAt(EXAMPLE.rated, EXAMPLE.temp, EXAMPLE.winter, EXAMPLE.summer);

/** 说明: how the monthly range is estimated, in plain words (the method of contract/range-estimate.ts). */
export default function RangeMethodSheet({ onClose }: { onClose: () => void }) {
  return (
    <MaskDialog
      onClose={onClose}
      maskClassName={styles.mask}
      className={styles.sheet}
      labelledBy="range-method-title"
    >
      <h2 id="range-method-title">续航估算说明</h2>
      <ul>
        <li>
          <b>官方</b>：CLTC续航，厂商公布、工信部申报的工况续航（取该车系最长续航版本）。
        </li>
        <li>
          <b>实测</b>
          ：新出行续航实测中，同级别纯电车型冬测（约−15～−20°C）和夏测（约31～36°C、空调全开）的平均达成率（实测里程
          ÷ CLTC续航）。同级车型实测不足时，取全部纯电车型的平均值。
        </li>
        <li>
          <b>估算</b>：按所选城市每月平均气温推算。气温在{OPTIMUM_TEMP_C}
          °C左右时续航最长，达成率取夏测达成率加{pct(MILD_GAIN)}（空调耗电），最高
          {pct(MILD_RATE_MAX)}；从冬测气温到{OPTIMUM_TEMP_C}°C、从{OPTIMUM_TEMP_C}
          °C到夏测气温之间按直线变化；比冬测更冷或比夏测更热的月份，沿用实测达成率。
        </li>
        <li>
          区间：估算值上下浮动{pct(BAND_MIN)}，越冷越宽，最冷时上下{pct(BAND_MAX)}
          （暖风、预热、短途频繁启停影响更大），且不超过CLTC续航。
        </li>
        <li>
          例：CLTC续航{EXAMPLE.rated}km，同级冬测达成率{pct(EXAMPLE.winter.rate)}（
          {EXAMPLE.winter.tempC}°C）、夏测{pct(EXAMPLE.summer.rate)}（{EXAMPLE.summer.tempC}
          °C）；某月平均气温{EXAMPLE.temp}°C时，达成率约{pct(exampleRate)}，预计约{example.point}
          km，区间{example.low}～{example.high}km。
        </li>
        <li>气温数据：{CLIMATE_SOURCE}。</li>
        <li>月平均气温包含昼夜，实际续航还与车速、载重、轮胎、驾驶习惯有关，估算仅供参考。</li>
      </ul>
      <button type="button" className="btn btn-block" onClick={onClose}>
        知道了
      </button>
    </MaskDialog>
  );
}
