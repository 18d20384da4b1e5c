// View types shared by the API layer, components and (as the contract) the local API.

export interface Author {
  id: number;
  nickname: string;
  avatar: string;
  intro: string;
  level: number;
}

export interface UserProfile extends Author {
  gender: number;
  city: string;
  points: number;
  created_at: number;
  /** Only for the user themself, masked. */
  phone?: string;
  following_count: number;
  follower_count: number;
  is_followed: boolean;
  /** Whether the viewer has blocked this user (always false on one's own profile). */
  is_blocked?: boolean;
}

export interface FeedItem {
  id: number;
  object_id: number;
  type: number;
  title: string;
  summary: string;
  cover_path: string;
  images: string[];
  created_at: number;
  views: number;
  likes: number;
  comments: number;
  duration?: number;
  author: Author | null;
}

export interface Banner {
  id: number;
  type: number;
  object_id: number;
  title: string;
  cover_path: string;
}

export interface Channel {
  id: string;
  name: string;
}

export interface ShareInfo {
  appId: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
}

export interface Session {
  token: string;
  user: UserProfile;
}
