import { detailPage } from '../../_detail-page';

const { generateMetadata, Page } = detailPage(12, '/number-power', 'standard');

export { generateMetadata };
export default Page;
