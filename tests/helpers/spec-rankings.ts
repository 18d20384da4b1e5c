/**
 * §2's ranking lists in the order content codes 73 to 82 name them, with the spec's spelling
 * "endurace": written out here as the spec has them, so a test compares the code against the spec,
 * not against itself.
 */
export const SPEC_RANKING_ORDER = [
  'sales',
  'hot',
  'community',
  'endurace',
  'smart',
  'assist',
  'compute',
  'vote',
  'charge',
  'remark',
];
