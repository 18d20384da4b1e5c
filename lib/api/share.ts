import { http } from './http';
import type { ShareInfo } from './types';

/** WeChat JS-SDK config for a page URL (without its hash; on iOS the entry URL). */
export const getShareInfo = (url: string) => http.get<ShareInfo>('v1/share-info', { url });
