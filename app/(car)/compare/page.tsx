// /compare is a navigation target of the spec: the same screen as /car/compare.
export { default, metadata } from '../car/compare/page';
