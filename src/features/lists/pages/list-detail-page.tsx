import { ArrowLeft, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { Button } from '@/components/ui/button';
import { ConfirmationDialog } from '@/components/ui/confirmation-dialog';
import { PageContainer } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';
import { withQueryClient } from '@/lib/query/with-query-client';
import { formatLongDate } from '@/lib/format';
import { LeadsProvider } from '../components/leads-context';
import { ListItemsPanel } from '../components/list-items-panel';
import { ListNotFound } from '../components/list-not-found';
import { SearchBusinessesEmpty } from '../components/search-businesses-empty';
import { useLeads } from '../hooks/use-leads';
import { useList } from '../hooks/use-list';
import { useAddToListApi, useDeleteList, useRemoveListItems } from '../hooks/use-list-mutations';
import { listTexts } from '../texts';

/**
 * /lists/{listId} (spec 2, 4): the list's header, its items, Delete with confirmation.
 * A list that is not found, not the user's (RLS hides it: the same 0 rows) or fails to
 * load sends the user to /lists (spec 8: silently).
 */
function ListDetailPageContent() {
  const { listId = '' } = useParams();
  const { user, profile, plan } = useAuth();
  const navigate = useNavigate();
  const userId = user?.id ?? '';
  const state = useList(user?.id, listId);
  const leads = useLeads(user?.id);
  const [confirming, setConfirming] = useState(false);
  // "Another" list: the one on screen is not offered.
  const pickerApi = useAddToListApi(userId, listId);
  const removeItems = useRemoveListItems(userId, listId);
  const deleteList = useDeleteList(userId);

  useEffect(() => {
    if (state.status === 'failed') void navigate(paths.lists.getHref(), { replace: true });
  }, [state.status, navigate]);

  if (state.status === 'failed') {
    return (
      <PageContainer>
        <PageMeta title={listTexts.notFoundTitle} noindex />
        <ListNotFound />
      </PageContainer>
    );
  }

  if (state.status === 'loading') {
    return (
      <PageContainer>
        <PageMeta title="List" noindex />
        <div className="flex justify-center py-16 text-neutral-600">
          <Spinner label={listTexts.loading} />
        </div>
      </PageContainer>
    );
  }

  const { list, items, loadingMore } = state;

  const confirmDelete = () =>
    deleteList.mutate(list.id, {
      onSuccess: () => void navigate(paths.lists.getHref()),
      // spec 8: a delete failure is ignored; the dialog closes
      onError: () => setConfirming(false),
    });

  return (
    <PageContainer>
      <PageMeta title={list.name} noindex />
      <Link
        to={paths.lists.getHref()}
        className="hover:text-brand-700 inline-flex items-center gap-1.5 text-sm font-medium text-neutral-700"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {listTexts.back}
      </Link>

      <div className="mt-4 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight break-words text-neutral-900">
            {list.name}
          </h1>
          {list.description && (
            <p className="mt-1 text-sm break-words text-neutral-700">{list.description}</p>
          )}
          <p className="mt-1 text-sm text-neutral-600">
            {listTexts.created(formatLongDate(list.created_at))}
          </p>
        </div>
        <Button
          variant="danger"
          onClick={() => setConfirming(true)}
          icon={<Trash2 aria-hidden="true" className="size-4" />}
        >
          {listTexts.delete}
        </Button>
      </div>

      {items.length === 0 ? (
        <SearchBusinessesEmpty
          className="mt-6"
          title={listTexts.emptyTitle}
          description={listTexts.emptyHint}
          actionLabel={listTexts.searchBusinesses}
        />
      ) : (
        <LeadsProvider userId={userId} byKey={leads.byKey} canEdit={plan === 'pro'}>
          <ListItemsPanel
            listName={list.name}
            items={items}
            canUseProActions={plan === 'pro'}
            canFilter={profile?.plan === 'pro'}
            loadingMore={loadingMore}
            lists={pickerApi}
            onRemove={async (ids) => {
              await removeItems.mutateAsync(ids);
            }}
          />
        </LeadsProvider>
      )}

      <ConfirmationDialog
        open={confirming}
        type="warning"
        title={listTexts.deleteTitle}
        message={listTexts.deleteMessage(list.name)}
        confirmText={listTexts.deleteConfirm}
        busy={deleteList.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      />
    </PageContainer>
  );
}

/** The page inside the query cache, which its chunk brings (never a public page's). */
export const ListDetailPage = withQueryClient(ListDetailPageContent);
