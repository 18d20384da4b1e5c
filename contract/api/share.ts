// The wire shapes of the share calls, as the API sends them (snake_case): lib/api/share.ts checks
// responses against these schemas and reshapes them; the local API types its answers with them.

import * as z from 'zod/mini';

/** WeChat JS-SDK config: the wire names are the SDK's own, so the view is the raw shape. */
export const RawShareInfo = z.object({
  appId: z.string(),
  timestamp: z.number(),
  nonceStr: z.string(),
  signature: z.string(),
});
export type ShareInfo = z.infer<typeof RawShareInfo>;
