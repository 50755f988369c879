import { useCallback, useContext, useState } from 'react';
import type { ExportFieldSet } from '@/domain/excel-export';
import { AuthContext } from '@/lib/auth/auth-context';

// Issue 20 item 6: the export's "All fields" choice, remembered. It is a preference of the
// device like the view mode (spec 4/9), so local storage keeps it with no server column;
// the key carries the user id so two accounts on one browser keep their own choice.

export const EXPORT_FIELDS_KEY = 'prospectory.exportFields';

export function exportFieldsKey(userId: string | null | undefined): string {
  return userId ? `${EXPORT_FIELDS_KEY}.${userId}` : EXPORT_FIELDS_KEY;
}

function readFields(key: string): ExportFieldSet {
  try {
    return window.localStorage.getItem(key) === 'all' ? 'all' : 'spec';
  } catch {
    return 'spec';
  }
}

/** The remembered field set ('spec' by default) and its setter. */
export function useExportFields(): [ExportFieldSet, (fields: ExportFieldSet) => void] {
  // Read without useAuth: panels rendered outside the provider (tests) keep the plain key.
  const userId = useContext(AuthContext)?.user?.id;
  const key = exportFieldsKey(userId);
  const [stored, setStored] = useState<{ key: string; fields: ExportFieldSet }>(() => ({
    key,
    fields: readFields(key),
  }));
  // Another user signs in on the same page: read that user's choice.
  const fields = stored.key === key ? stored.fields : readFields(key);
  const update = useCallback(
    (next: ExportFieldSet) => {
      setStored({ key, fields: next });
      try {
        window.localStorage.setItem(key, next);
      } catch {
        // storage full or blocked: the choice lasts for this page only
      }
    },
    [key],
  );
  return [fields, update];
}
