import { DESIGN_WIDTH } from './constants';

/**
 * The root font size: 1rem = 100 design px, converted from the 390 px design width to the
 * viewport's width (§9), up to a 540 px wide screen. The `+ 6.25em - 100px` follows the reader's
 * text size: 6.25em is 100 px at the browser's usual 16 px, so a reader who raises it gets every
 * rem that much larger (+100 px at 32 px) instead of a size that ignores it.
 */
export const ROOT_FONT_SIZE = `calc(min(100vw, 540px) / ${DESIGN_WIDTH / 100} + 6.25em - 100px)`;
