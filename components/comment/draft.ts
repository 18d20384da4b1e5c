// The composer's draft, kept in sessionStorage per content, so that nothing typed is lost: not
// on a failed send, not on a reload, not on the trip through the login page an anonymous reader
// takes when pressing send (the draft is restored and the composer reopens on return).

export interface DraftTarget {
  /** Root comment of the thread replied to. */
  commentId: number;
  /** The reply answered inside that thread, if any. */
  replyToId?: number;
  nickname: string;
}

export interface CommentDraft {
  text: string;
  images: string[];
  target: DraftTarget | null;
  /** Set when the reader was sent to log in: reopen the composer on return. */
  resume: boolean;
  /** Pictures an anonymous reader picked (data URLs), uploaded once they have logged in. */
  pending?: string[];
}

export const draftKey = (type: number, id: number) => `xcx-comment-draft:${type}:${id}`;

export function readDraft(type: number, id: number): CommentDraft | null {
  try {
    const raw = window.sessionStorage.getItem(draftKey(type, id));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<CommentDraft>;
    const pending = Array.isArray(parsed.pending)
      ? parsed.pending
          .filter((u): u is string => typeof u === 'string' && u.startsWith('data:image/'))
          .slice(0, 3)
      : [];
    return {
      text: typeof parsed.text === 'string' ? parsed.text : '',
      images: Array.isArray(parsed.images)
        ? parsed.images.filter((u): u is string => typeof u === 'string').slice(0, 3)
        : [],
      target: parsed.target && typeof parsed.target.commentId === 'number' ? parsed.target : null,
      resume: parsed.resume === true,
      ...(pending.length > 0 ? { pending } : {}),
    };
  } catch {
    return null;
  }
}

export function saveDraft(type: number, id: number, draft: CommentDraft): void {
  try {
    if (!draft.text && draft.images.length === 0 && !draft.pending?.length && !draft.resume)
      window.sessionStorage.removeItem(draftKey(type, id));
    else window.sessionStorage.setItem(draftKey(type, id), JSON.stringify(draft));
  } catch {
    // Private mode or a full storage: the draft then lives as long as the page.
  }
}

export function clearDraft(type: number, id: number): void {
  try {
    window.sessionStorage.removeItem(draftKey(type, id));
  } catch {
    // Nothing stored.
  }
}
