import { detailPage } from '../../_detail-page';

const { generateMetadata, Page } = detailPage(13, '/short-news', 'standard');

export { generateMetadata };
export default Page;
