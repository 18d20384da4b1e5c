import type { CallOptions } from './http';
import { getRecord } from './record';
import { camelize, type Camel } from './schema';
import { reshapeFeedItem } from './types';
import { RawFeedItem } from '@/contract/api/types';
import { RawTopic } from '@/contract/api/topic';
import { getPage } from './page';

export type Topic = Camel<RawTopic>;

export const reshapeTopic = (r: RawTopic): Topic => camelize(r);

export const getTopic = (id: number, options?: CallOptions) =>
  getRecord(RawTopic, `v1/topic/${id}`, undefined, options, reshapeTopic);

export async function getTopicContents(id: number, page = 1, options?: CallOptions) {
  return getPage(RawFeedItem, `v1/topic/${id}/contents`, { page }, options, reshapeFeedItem);
}

export async function getTopics(page = 1, options?: CallOptions) {
  return getPage(RawTopic, 'v1/topic/list', { page }, options, reshapeTopic);
}
