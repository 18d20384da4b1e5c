import * as z from 'zod/mini';
import { api } from './http';

/** WeChat JS-SDK config: the wire names are the SDK's own, so the view is the raw shape. */
const RawShareInfo = z.object({
  appId: z.string(),
  timestamp: z.number(),
  nonceStr: z.string(),
  signature: z.string(),
});
export type ShareInfo = z.infer<typeof RawShareInfo>;

/** WeChat JS-SDK config for a page URL (without its hash; on iOS the entry URL). */
export const getShareInfo = (url: string) => api.get(RawShareInfo, 'v1/share-info', { url });
