// The user_profiles row as the app reads it (spec section 3).

export type Plan = 'free' | 'pro';

export interface UserProfile {
  id: string;
  email: string | null;
  plan: Plan | string;
  subscription_status: string | null;
  subscription_ends_at: string | null;
  paddle_subscription_id?: string | null;
  daily_searches_used: number;
  last_search_date: string | null;
  receive_email_notifications: boolean;
  created_at: string;
  updated_at: string;
}
