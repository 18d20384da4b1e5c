import * as z from 'zod/mini';
import { PER_PAGE } from '../constants';
import { api, toPage, type CallOptions } from './http';
import { getRecord } from './record';
import { camelize, rawList, unixSeconds, type Camel } from './schema';
import { RawFeedItem, reshapeFeedItem } from './types';

export const RawTopic = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  cover_path: z.string(),
  views: z.number(),
  content_count: z.number(),
  created_at: unixSeconds,
});
export type RawTopic = z.infer<typeof RawTopic>;

export type Topic = Camel<RawTopic>;

export const reshapeTopic = (r: RawTopic): Topic => camelize(r);

export const getTopic = (id: number, options?: CallOptions) =>
  getRecord(RawTopic, `v1/topic/${id}`, undefined, options, reshapeTopic);

export async function getTopicContents(id: number, page = 1, options?: CallOptions) {
  return toPage(
    await api.get(
      rawList(RawFeedItem),
      `v1/topic/${id}/contents`,
      { page, 'per-page': PER_PAGE },
      options,
    ),
    reshapeFeedItem,
  );
}

export async function getTopics(page = 1, options?: CallOptions) {
  return toPage(
    await api.get(rawList(RawTopic), 'v1/topic/list', { page, 'per-page': PER_PAGE }, options),
    reshapeTopic,
  );
}
