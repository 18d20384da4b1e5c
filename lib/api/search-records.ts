import type { CallOptions } from './http';
import { reshapeColumn } from './column';
import { RawColumn } from '@/contract/api/column';
import { RawTheme } from '@/contract/api/community-more';
import { reshapeIdleCard } from './idle';
import { RawIdleCard } from '@/contract/api/idle';
import { camelize } from './schema';
import { pathOf, type SearchRemark } from './search';
import { RawSearchRemark } from '@/contract/api/search';
import { reshapeGoods } from './shop';
import { RawGoods } from '@/contract/api/shop';
import { getPage } from './page';

// The search tabs of records other than content (话题, 口碑, 专栏, 商品, 二手车), apart from
// search.ts: their schemas come from their own domains, and only these tabs' lists load them.

const keywordPage = (keyword: string, page: number) => ({ keyword, page });

/** Topics (话题 and 话题活动) whose title or intro has the keyword. */
export const searchThemes = async (keyword: string, page = 1, options?: CallOptions) =>
  getPage(RawTheme, pathOf('theme'), keywordPage(keyword, page), options);

export const searchGoods = async (keyword: string, page = 1, options?: CallOptions) =>
  getPage(RawGoods, pathOf('goods'), keywordPage(keyword, page), options, reshapeGoods);

export const searchUsedCars = async (keyword: string, page = 1, options?: CallOptions) =>
  getPage(RawIdleCard, pathOf('garage-sale'), keywordPage(keyword, page), options, reshapeIdleCard);

export const searchColumns = async (keyword: string, page = 1, options?: CallOptions) =>
  getPage(RawColumn, pathOf('ace-column'), keywordPage(keyword, page), options, reshapeColumn);

export const searchRemarks = async (keyword: string, page = 1, options?: CallOptions) =>
  getPage(
    RawSearchRemark,
    pathOf('remark'),
    keywordPage(keyword, page),
    options,
    (r): SearchRemark => camelize(r),
  );
