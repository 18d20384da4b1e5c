// The same screen as /idle/{id} (spec §2).
export { default, generateMetadata } from '../../idle/[id]/page';
