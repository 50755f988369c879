import { FolderOpen, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { AppPage } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth/use-auth';
import { withQueryClient } from '@/lib/query/with-query-client';
import { CreateListDialog } from '../components/create-list-dialog';
import { ListCard } from '../components/list-card';
import { ListsUpsell } from '../components/lists-upsell';
import { useCreateList } from '../hooks/use-list-mutations';
import { useLists } from '../hooks/use-lists';
import { listsTexts } from '../texts';

/**
 * /lists (spec 2): the user's lists as cards, newest first, and the Create New List modal.
 * Lists follow the effective plan (spec 6): a non-Pro user sees the upsell instead of
 * Create, and still finds the lists made while on Pro (the database lets the owner read
 * and delete them after a downgrade).
 */
function ListsPageContent() {
  const { user, plan } = useAuth();
  const { lists } = useLists(user?.id);
  const createList = useCreateList(user?.id ?? '');
  const [creating, setCreating] = useState(false);
  const isPro = plan === 'pro';

  // The list page's code is fetched while the user reads the cards, so opening one waits
  // for its data only.
  useEffect(() => {
    void import('./list-detail-page');
  }, []);

  const openCreate = () => setCreating(true);
  const create = async (name: string) => {
    if (!user) return;
    await createList.mutateAsync(name);
  };

  return (
    <AppPage
      title={listsTexts.title}
      subtitle={listsTexts.subtitle}
      actions={
        isPro && (
          <Button onClick={openCreate} icon={<Plus aria-hidden="true" className="size-4" />}>
            {listsTexts.createList}
          </Button>
        )
      }
    >
      {!isPro && (
        <div className="mb-6">
          <ListsUpsell hasLists={(lists?.length ?? 0) > 0} />
        </div>
      )}

      {lists === null ? (
        <div className="flex justify-center py-16 text-neutral-600">
          <Spinner label={listsTexts.loading} />
        </div>
      ) : lists.length === 0 ? (
        isPro && (
          <EmptyState
            className="rounded-card border border-dashed border-neutral-300"
            icon={<FolderOpen />}
            title={listsTexts.emptyTitle}
            description={listsTexts.emptyHint}
            action={
              <Button onClick={openCreate} icon={<Plus aria-hidden="true" className="size-4" />}>
                {listsTexts.createFirst}
              </Button>
            }
          />
        )
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={listsTexts.title}>
          {lists.map((list) => (
            <ListCard key={list.id} list={list} />
          ))}
        </ul>
      )}

      {isPro && (
        <CreateListDialog
          open={creating}
          existingNames={lists?.map((list) => list.name) ?? []}
          onClose={() => setCreating(false)}
          onCreate={create}
        />
      )}
    </AppPage>
  );
}

/** The page inside the query cache, which its chunk brings (never a public page's). */
export const ListsPage = withQueryClient(ListsPageContent);
