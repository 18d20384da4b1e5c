// The wire shapes of the topic calls, as the API sends them (snake_case): lib/api/topic.ts checks
// responses against these schemas and reshapes them; the local API types its answers with them.

import * as z from 'zod/mini';
import { unixSeconds } from './schema';

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
