// /car/series/{id} is the same screen as /series/{id} (spec: "same screen").
export { default, generateMetadata } from '../../../series/[id]/page';
