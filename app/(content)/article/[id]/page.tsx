import { detailPage } from '../../_detail-page';

const { generateMetadata, Page } = detailPage(1, '/article', 'standard');

export { generateMetadata };
export default Page;
