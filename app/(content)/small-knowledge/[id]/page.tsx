import { detailPage } from '../../_detail-page';

const { generateMetadata, Page } = detailPage(14, '/small-knowledge', 'standard');

export { generateMetadata };
export default Page;
