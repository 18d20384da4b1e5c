import { http, orUndefined, type CallOptions } from './http';
import type { Author } from './types';

export interface InsPost {
  id: number;
  type: number;
  /** Plain text with {:emoji:} tokens; always rendered as text. */
  content: string;
  images: string[];
  tags: string[];
  /** 1 public, 0 private (author and share-key holders only). */
  status: number;
  /** Only for the author: the share key that opens a private post. */
  auth_key?: string;
  is_mine: boolean;
  likes: number;
  is_liked: boolean;
  comments: number;
  views: number;
  created_at: number;
  author: Author;
  /** The community placement (domains/community): the circle, topic and series it was posted to. */
  circle?: { id: number; name: string } | null;
  theme?: { id: number; name: string } | null;
  series?: { id: number; name: string } | null;
}

export const getIns = (id: number, authKey?: string, options?: CallOptions) =>
  orUndefined(http.get<InsPost>(`v1/ins/${id}`, { auth_key: authKey }, options));

export const createIns = (input: { content: string; images?: string[]; status?: 0 | 1 }, options?: CallOptions) =>
  http.post<InsPost>('v1/ins', { content: input.content, images: input.images ?? [], status: input.status ?? 1 }, options);

export const likeIns = (id: number, del: boolean, options?: CallOptions) =>
  http.post<{ id: number; likes: number; is_liked: boolean }>('v1/ins/like', { id, del: del ? 1 : 0 }, options);
