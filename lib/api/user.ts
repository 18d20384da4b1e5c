import { http, orUndefined, type CallOptions } from './http';
import type { UserProfile } from './types';

export const getMyProfile = (options?: CallOptions) => http.get<UserProfile>('v1/user/profile', undefined, options);

export const getUser = (uid: number, options?: CallOptions) =>
  orUndefined(http.get<UserProfile>('v1/user', { uid }, options));

export const editProfile = (input: { nickname: string; intro: string }) =>
  http.post<UserProfile>('v1/user/edit-profile', input);
