import type { Session, User } from '@supabase/supabase-js';
import { createContext } from 'react';
import type { Plan, UserProfile } from '@/domain/profile';

export type { Session, User };

export interface AuthContextValue {
  /** True until the first session and profile check finish (spec 4), and while a newly
   * signed-in user's profile loads, so no screen flashes the wrong plan. */
  loading: boolean;
  session: Session | null;
  user: User | null;
  profile: UserProfile | null;
  /** The effective plan of spec 4. */
  plan: Plan;
  refreshProfile: () => Promise<void>;
  /** Spec 2/4: signs out and reloads the page on `/`, also when the call fails. */
  signOut: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
