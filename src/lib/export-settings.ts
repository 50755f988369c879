import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useContext } from 'react';
import {
  DEFAULT_EXPORT_CHOICE,
  parseExportChoice,
  type ExportChoice,
} from '@/domain/export-choice';
import { AuthContext } from './auth/auth-context';
import { getQueryClient } from './query/query-client';
import { getSupabase } from './supabase';

// The export a user chose (issue 22 item 4), kept in public.export_settings so it follows
// the user to every device; the dashboard, a list and /leads share it. The app's one query
// cache is named outright, so a panel rendered outside a page's provider (tests) still
// works. Local storage only paints the last choice before the first read answers.

export const exportSettingsKey = (userId: string) => ['export-settings', userId] as const;
export const EXPORT_CHOICE_CACHE_KEY = 'prospectory.exportChoice';

/** The stored choice; the spec's default when the user never chose. */
export async function fetchExportChoice(): Promise<ExportChoice> {
  const client = await getSupabase();
  const { data, error } = await client
    .from('export_settings')
    .select('format, columns')
    .maybeSingle();
  if (error) throw new Error(error.message);
  return parseExportChoice(data);
}

/** Stores the choice: the user's one row, created on first use (user_id is the caller). */
export async function saveExportChoice(choice: ExportChoice): Promise<void> {
  const client = await getSupabase();
  const { error } = await client
    .from('export_settings')
    .upsert({ format: choice.format, columns: [...choice.columns] }, { onConflict: 'user_id' });
  if (error) throw new Error(error.message);
}

function cacheKey(userId: string): string {
  return `${EXPORT_CHOICE_CACHE_KEY}.${userId}`;
}

function cachedChoice(userId: string): ExportChoice | undefined {
  try {
    const text = window.localStorage.getItem(cacheKey(userId));
    return text === null ? undefined : parseExportChoice(JSON.parse(text));
  } catch {
    return undefined;
  }
}

function cacheChoice(userId: string, choice: ExportChoice): void {
  try {
    window.localStorage.setItem(cacheKey(userId), JSON.stringify(choice));
  } catch {
    // Storage full or blocked: the server still has the choice.
  }
}

/** The signed-in user's export choice and its setter (saved at once, shown at once). */
export function useExportChoice(): [ExportChoice, (choice: ExportChoice) => void] {
  // Read without useAuth: panels rendered outside the provider (tests) get the default.
  const userId = useContext(AuthContext)?.user?.id ?? '';
  const queryClient = getQueryClient();
  const key = exportSettingsKey(userId);
  const query = useQuery(
    {
      queryKey: key,
      queryFn: async () => {
        const choice = await fetchExportChoice();
        cacheChoice(userId, choice);
        return choice;
      },
      enabled: userId !== '',
      placeholderData: () => (userId ? cachedChoice(userId) : undefined),
      staleTime: Infinity,
    },
    queryClient,
  );
  const save = useMutation(
    {
      mutationFn: saveExportChoice,
      // A refused write: read the stored choice again rather than show one that is not kept.
      onError: () => queryClient.invalidateQueries({ queryKey: key }),
    },
    queryClient,
  );
  const { mutate } = save;
  const update = useCallback(
    (choice: ExportChoice) => {
      if (userId === '') return;
      queryClient.setQueryData(key, choice);
      cacheChoice(userId, choice);
      mutate(choice);
    },
    // key is derived from userId.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [userId, queryClient, mutate],
  );
  return [query.data ?? DEFAULT_EXPORT_CHOICE, update];
}
