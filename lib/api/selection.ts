import { api, type CallOptions, type Page } from './http';
import * as z from 'zod/mini';
import { camelize, type Camel } from './schema';
import { selectionQuery, type SelectionFilter } from '../selection';
import {
  RawSelectionCount,
  RawSelectionOptions,
  RawBand,
  RawSelectionSeries,
} from '@/contract/api/selection';
import { getPage } from './page';

// 选车: the choices, the live count and the matching series of the filters (lib/selection.ts).

export type Band = z.infer<typeof RawBand>;
/** The filter choices: the same shape on the wire and on screen (no snake_case field). */
export type SelectionOptions = z.infer<typeof RawSelectionOptions>;

/** `subsidy` in 元. */
export type SelectionSeries = Camel<RawSelectionSeries>;

const selectionSeries = (s: RawSelectionSeries): SelectionSeries => camelize(s);

function params(filter: SelectionFilter) {
  return Object.fromEntries(new URLSearchParams(selectionQuery(filter)));
}

export const getSelectionOptions = (options?: CallOptions): Promise<SelectionOptions> =>
  api.get(RawSelectionOptions, 'v1/car/selection/options', undefined, options);

export const countSelection = (filter: SelectionFilter, options?: CallOptions) =>
  api.get(RawSelectionCount, 'v1/car/selection/count', params(filter), options);

export async function getSelectionResult(
  filter: SelectionFilter,
  page = 1,
  options?: CallOptions,
): Promise<Page<SelectionSeries>> {
  return getPage(
    RawSelectionSeries,
    'v1/car/selection/list',
    { ...params(filter), page },
    options,
    selectionSeries,
  );
}
