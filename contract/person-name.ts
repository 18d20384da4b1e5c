// Text that names a person (a nickname; the name on a lead, a sign-up, an address, an application)
// is read by people. Characters nobody sees (zero-width spaces and joiners, word joiners, soft
// hyphens, Hangul and braille blanks, tag characters) and bidi controls (right-to-left override
// and friends, which reorder what is shown) let one name pass for another, so such text is refused.
// The joiner inside an emoji sequence (👨‍👩‍👧) is part of the picture and stays allowed.

/** Format and control characters (bidi controls, zero-width marks, BOM), plus blanks that are letters by category. */
const HIDDEN = /[\p{Cf}\p{Cc}\u115F\u1160\u17B4\u17B5\u180B-\u180F\u2800\u3164\uFFA0]/u;
const EMOJI_JOINER = /(?<=\p{Extended_Pictographic}\uFE0F?)\u200D(?=\p{Extended_Pictographic})/gu;

/** Whether the text holds a character a reader cannot see or one that reorders what they see. */
export function hasHiddenCharacters(text: string): boolean {
  return HIDDEN.test(text.replace(EMOJI_JOINER, ''));
}

/** The text without such characters (emoji joiners kept), for comparing names as they are read. */
export function withoutHiddenCharacters(text: string): string {
  const kept = text.replace(EMOJI_JOINER, '\u0000');
  return kept.replace(new RegExp(HIDDEN.source, 'gu'), (c) => (c === '\u0000' ? '\u200D' : ''));
}

/** `昵称不能包含不可见字符或文字方向控制符` when the text has one, else null. */
export function hiddenCharacterProblem(label: string, text: string): string | null {
  return hasHiddenCharacters(text) ? `${label}不能包含不可见字符或文字方向控制符` : null;
}
