// How a headline or page title names a car: brand + series, the brand word written once.
// Pure (no imports): the local API's seeds and the web app's pages share it.

/**
 * 吉利银河 + 银河E5 → 吉利银河E5; 长安启源 + 启源E07 → 长安启源E07; 极氪 + 极氪001 → 极氪001;
 * 理想 + L6 → 理想L6; 特斯拉 + Model Y → 特斯拉Model Y.
 */
export function seriesDisplayName(brand: string, series: string): string {
  if (!brand || series.startsWith(brand)) return series;
  // The longest tail of the brand that the series starts with (银河, 启源) is written once.
  for (let k = Math.min(brand.length, series.length); k > 0; k--) {
    if (series.startsWith(brand.slice(brand.length - k))) return brand + series.slice(k);
  }
  return brand + series;
}
