import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { newLead, type Lead, type LeadPatch } from '@/domain/leads';
import { savedLeadsKeys } from '@/lib/query/saved-leads-keys';
import { fetchLeads, saveLead } from '../api/leads-api';
import { leadKeys } from '../api/lead-keys';

/** The user's kept leads by lead key; empty while loading or when the read failed. */
export function useLeads(userId: string | undefined) {
  const query = useQuery({
    queryKey: leadKeys.kept(userId ?? ''),
    queryFn: () => fetchLeads(userId ?? ''),
    enabled: Boolean(userId),
  });
  const byKey = useMemo(
    () => new Map((query.data ?? []).map((lead) => [lead.lead_key, lead])),
    [query.data],
  );
  return { byKey, loaded: query.isSuccess, failed: query.isError };
}

interface SaveVariables {
  leadKey: string;
  patch: LeadPatch;
}

function patched(leads: Lead[] | undefined, { leadKey, patch }: SaveVariables): Lead[] {
  const list = leads ?? [];
  const at = list.findIndex((lead) => lead.lead_key === leadKey);
  const next = { ...(at === -1 ? newLead(leadKey) : list[at]!), ...patch };
  return at === -1 ? [...list, next] : list.with(at, next);
}

/**
 * Saves a change of one lead. The cache shows it at once (every list and /leads read the
 * same entry); a refusal puts the previous value back and the caller shows the error.
 */
export function useSaveLead(userId: string) {
  const queryClient = useQueryClient();
  const key = leadKeys.kept(userId);
  return useMutation({
    mutationFn: ({ leadKey, patch }: SaveVariables) => saveLead(leadKey, patch),
    onMutate: async (variables) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before =
        queryClient
          .getQueryData<Lead[]>(key)
          ?.find((lead) => lead.lead_key === variables.leadKey) ?? newLead(variables.leadKey);
      queryClient.setQueryData<Lead[]>(key, (leads) => patched(leads, variables));
      // Only the fields this change wrote go back: another change saved meanwhile stays.
      const undo = Object.fromEntries(
        Object.keys(variables.patch).map((field) => [field, before[field as keyof LeadPatch]]),
      ) as LeadPatch;
      return { undo };
    },
    onError: (_error, { leadKey }, context) => {
      if (context)
        queryClient.setQueryData<Lead[]>(key, (leads) =>
          patched(leads, { leadKey, patch: context.undo }),
        );
    },
    onSuccess: (saved, { patch }) => {
      queryClient.setQueryData<Lead[]>(key, (leads) =>
        patched(leads, { leadKey: saved.lead_key, patch: saved }),
      );
      // The search results' markers show the status.
      if (patch.status !== undefined)
        void queryClient.invalidateQueries({ queryKey: savedLeadsKeys.all(userId) });
    },
  });
}
