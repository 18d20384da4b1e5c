// The NEV brands and series the demo data talks about. The car domain builds its library from
// this list; content seeds use it so articles talk about cars that exist in the library.

export interface CatalogBrand {
  name: string;
  country: string;
  series: string[];
}

export const BRANDS: CatalogBrand[] = [
  {
    name: '比亚迪',
    country: '中国',
    series: ['汉EV', '海豹', '秦PLUS DM-i', '宋PLUS DM-i', '元PLUS', '海鸥', '唐DM-i', '海狮07'],
  },
  { name: '特斯拉', country: '美国', series: ['Model 3', 'Model Y', 'Model S', 'Model X'] },
  { name: '蔚来', country: '中国', series: ['ET5', 'ET5T', 'ET7', 'ES6', 'ES8', 'EC6'] },
  { name: '小鹏', country: '中国', series: ['P7+', 'G6', 'G9', 'MONA M03', 'X9'] },
  { name: '理想', country: '中国', series: ['L6', 'L7', 'L8', 'L9', 'MEGA'] },
  { name: '极氪', country: '中国', series: ['极氪001', '极氪007', '极氪7X', '极氪MIX'] },
  { name: '问界', country: '中国', series: ['问界M5', '问界M7', '问界M8', '问界M9'] },
  { name: '小米', country: '中国', series: ['小米SU7', '小米YU7'] },
  { name: '零跑', country: '中国', series: ['C10', 'C11', 'C16', 'B10'] },
  { name: '埃安', country: '中国', series: ['AION S', 'AION Y', 'AION V', '昊铂GT'] },
  { name: '深蓝', country: '中国', series: ['深蓝SL03', '深蓝S7', '深蓝G318'] },
  { name: '阿维塔', country: '中国', series: ['阿维塔07', '阿维塔11', '阿维塔12'] },
  { name: '智己', country: '中国', series: ['智己L6', '智己LS6', '智己LS7'] },
  { name: '岚图', country: '中国', series: ['岚图FREE', '岚图梦想家', '岚图追光'] },
  { name: '腾势', country: '中国', series: ['腾势D9', '腾势N7', '腾势Z9 GT'] },
  { name: '哪吒', country: '中国', series: ['哪吒L', '哪吒S', '哪吒X'] },
  { name: '吉利银河', country: '中国', series: ['银河E5', '银河L6', '银河L7', '银河星舰7'] },
  { name: '五菱', country: '中国', series: ['宏光MINIEV', '缤果', '星光'] },
  { name: '长安启源', country: '中国', series: ['启源A07', '启源Q05', '启源E07'] },
  { name: '智界', country: '中国', series: ['智界S7', '智界R7'] },
  { name: '享界', country: '中国', series: ['享界S9'] },
  { name: '极狐', country: '中国', series: ['阿尔法S5', '阿尔法T5'] },
  { name: '方程豹', country: '中国', series: ['豹5', '豹8'] },
  { name: '仰望', country: '中国', series: ['仰望U8', '仰望U9', '仰望U7'] },
  { name: '大众', country: '德国', series: ['ID.3', 'ID.4 CROZZ', 'ID.7 VIZZION'] },
  { name: '宝马', country: '德国', series: ['宝马i3', '宝马iX3', '宝马i5'] },
  { name: '奔驰', country: '德国', series: ['奔驰EQE', '奔驰EQS', '奔驰EQA'] },
  { name: '保时捷', country: '德国', series: ['Taycan', 'Macan EV'] },
  { name: '奕派', country: '中国', series: ['奕派007', '奕派008'] },
  { name: '乐道', country: '中国', series: ['乐道L60'] },
  { name: '星途', country: '中国', series: ['星纪元ES', '星纪元ET'] },
  { name: '凯迪拉克', country: '美国', series: ['LYRIQ锐歌', 'OPTIQ傲歌'] },
];

export const ALL_SERIES = BRANDS.flatMap((b) =>
  b.series.map((s) => ({ brand: b.name, series: s })),
);
