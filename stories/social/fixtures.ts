import type { Comment, Post } from '../../contract/social';

/** A fixed 'now' so relative times and screenshots are stable. */
export const NOW = new Date('2026-11-22T15:00:00Z');
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000).toISOString();

const zero = { like: 0, love: 0, haha: 0, wow: 0, sad: 0, strong: 0 };

export const makePost = (over: Partial<Post> = {}): Post => ({
  id: 'p1',
  user_id: 'u-maria',
  content:
    'Made it through a hard weekend without using. Called my sponsor twice and went to a meeting Sunday morning. Grateful for this group.',
  created_at: minutesAgo(42),
  display_name: 'Maria G.',
  likes_count: 0,
  comments_count: 0,
  reactions: zero,
  user_liked: false,
  user_reaction: null,
  user_reaction_type: null,
  privacy: 'public',
  post_type: 'text',
  milestone_days: null,
  status: 'published',
  ...over,
});

export const POSTS: Post[] = [
  makePost({
    id: 'p1',
    likes_count: 7,
    comments_count: 2,
    reactions: { ...zero, like: 3, love: 2, strong: 2 },
    user_liked: true,
    user_reaction: '💪',
    user_reaction_type: 'strong',
  }),
  makePost({
    id: 'p2',
    user_id: 'u-dev',
    display_name: 'Dev',
    content: '🎉 Celebrating 90 days in recovery today!',
    post_type: 'milestone',
    milestone_days: 90,
    created_at: minutesAgo(60 * 26),
    likes_count: 12,
    reactions: { ...zero, love: 9, wow: 3 },
    privacy: 'friends',
  }),
  makePost({
    id: 'p3',
    user_id: 'viewer',
    display_name: 'You',
    content: 'Does anyone have tips for sleeping better in early recovery?',
    created_at: minutesAgo(60 * 24 * 3),
    privacy: 'private',
  }),
];

export const COMMENTS: Comment[] = [
  {
    id: 'c1',
    user_id: 'u-sam',
    display_name: 'Sam',
    content: 'So proud of you. Weekends are the hardest.',
    created_at: minutesAgo(30),
  },
  {
    id: 'c2',
    user_id: 'u-lee',
    display_name: 'Lee',
    content: 'Keep calling. It works if you work it.',
    created_at: minutesAgo(5),
  },
];
