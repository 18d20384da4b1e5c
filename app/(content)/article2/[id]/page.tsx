import { detailPage } from '../../_detail-page';

const { generateMetadata, Page } = detailPage(1, '/article2', 'magazine', '/article');

export { generateMetadata };
export default Page;
