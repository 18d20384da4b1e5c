import { api } from './http';
import { RawShareInfo } from '@/contract/api/share';

/** WeChat JS-SDK config for a page URL (without its hash; on iOS the entry URL). */
export const getShareInfo = (url: string) => api.get(RawShareInfo, 'v1/share-info', { url });
