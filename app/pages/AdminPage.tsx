import { useEffect, useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ADMIN_TABS, AdminScreen, type AdminTab } from '../../ui/admin/AdminScreen';
import { AdsCentersPanel } from '../../ui/admin/AdsCentersPanel';
import { AuditPanel } from '../../ui/admin/AuditPanel';
import { ContactMessagesPanel } from '../../ui/admin/ContactMessagesPanel';
import { PendingPostsPanel } from '../../ui/admin/PendingPostsPanel';
import { PlacesPanel } from '../../ui/admin/PlacesPanel';
import { ReportsPanel } from '../../ui/admin/ReportsPanel';
import { RevenuePanel } from '../../ui/admin/RevenuePanel';
import type { PlaceSearch } from '../../ui/admin/places';
import type { AdminListStatus } from '../../ui/admin/types';
import { REVENUE_CSV_PATH } from '../api/admin';
import {
  useAdminStore,
  type AdminList,
  type AdminListName,
  type AdminLoadStatus,
  type AdminPlaceKind,
  type AdminPlaceSearch,
} from '../stores/adminStore';

const asStatus = (s: AdminLoadStatus): AdminListStatus => (s === 'loaded' ? 'ready' : s);

/** What 'Places on the map' takes from one kind's search in the store. */
const placeSearchProps = <T,>(s: AdminPlaceSearch<T>): PlaceSearch<T> => ({
  status: s.status === 'idle' ? 'idle' : asStatus(s.status),
  query: s.query,
  items: s.items,
  more: s.more,
  busy: s.busy,
  errors: s.itemErrors,
});

/** What every paged panel takes from its list in the store. */
function pagedProps<T>(list: AdminList<T>, name: AdminListName) {
  const { load, loadMore } = useAdminStore.getState();
  return {
    status: asStatus(list.status),
    nextCursor: list.nextCursor,
    loadingMore: list.loadingMore,
    loadMoreError: list.moreError,
    onRetry: () => void load(name),
    onLoadMore: () => void loadMore(name),
    busy: list.busy,
    errors: list.itemErrors,
  };
}

/** An action that failed stays on its item (the store keeps why); the panel is told it failed. */
const orFail = async (done: Promise<boolean>, what: () => string | undefined) => {
  if (!(await done)) throw new Error(what() ?? 'That did not work. Please try again.');
};

const isTab = (t: string | null): t is AdminTab => ADMIN_TABS.includes(t as AdminTab);

/**
 * /admin: the moderation console (docs/product.md, Admin). The open tab is in the address
 * (?tab=posts), so a moderator can share or reload it; each tab loads its list when first opened,
 * and the counts beside the tab names come with the page.
 */
export function AdminPage() {
  const [params, setParams] = useSearchParams();
  const tab: AdminTab = isTab(params.get('tab')) ? (params.get('tab') as AdminTab) : 'reports';
  const store = useAdminStore();
  // Tabs whose data was asked for: each loads once, when first opened.
  const opened = useRef(new Set<AdminTab>());

  useEffect(() => {
    void useAdminStore.getState().loadCounts();
  }, []);

  // Each tab's data once, when the tab is first opened.
  useEffect(() => {
    if (opened.current.has(tab)) return;
    opened.current.add(tab);
    const s = useAdminStore.getState();
    if (tab === 'ads') void s.loadAdsCenters();
    else if (tab === 'revenue') void s.loadRevenue();
    else void s.load(tab === 'messages' ? 'messages' : tab);
  }, [tab]);

  const errorOf = (list: AdminListName, id: string) => () =>
    useAdminStore.getState()[list].itemErrors[id];
  const placeErrorOf = (kind: AdminPlaceKind, id: string) => () =>
    useAdminStore.getState().placeSearch[kind].itemErrors[id];

  const panels: Record<AdminTab, () => ReactNode> = {
    reports: () => (
      <ReportsPanel
        {...pagedProps(store.reports, 'reports')}
        cases={store.reports.items}
        onAction={(id, action) => orFail(store.actOnCase(id, action), errorOf('reports', id))}
      />
    ),
    posts: () => (
      <PendingPostsPanel
        {...pagedProps(store.posts, 'posts')}
        posts={store.posts.items}
        onDecide={(id, decision) => orFail(store.decidePost(id, decision), errorOf('posts', id))}
      />
    ),
    places: () => (
      <PlacesPanel
        {...pagedProps(store.places, 'places')}
        resources={store.places.items}
        onDecide={(id, decision) => orFail(store.decidePlace(id, decision), errorOf('places', id))}
        onImport={async (kind, file, groupType) => {
          const report = await store.runImport(kind, await file.text(), groupType);
          if (!report)
            throw new Error(useAdminStore.getState().importRun.error ?? 'The import failed.');
          return report;
        }}
        onMap={{
          resources: placeSearchProps(store.placeSearch.resource),
          meetingGroups: placeSearchProps(store.placeSearch.meeting),
          onSearch: (kind, q) => void store.search(kind, q),
          onSaveResource: async (id, input) => {
            if (await store.saveResource(id, input)) return;
            const { error, field } = useAdminStore.getState().resourceSave;
            throw {
              message: error ?? 'The resource could not be saved.',
              field: field ?? undefined,
            };
          },
          onSaveMeetingGroup: async (id, input) => {
            if (await store.saveMeetingGroup(id, input)) return;
            const { error, field } = useAdminStore.getState().meetingGroupSave;
            throw {
              message: error ?? 'The meeting group could not be saved.',
              field: field ?? undefined,
            };
          },
          onRemove: (kind, id) => orFail(store.removePlace(kind, id), placeErrorOf(kind, id)),
          onRestore: (kind, id) => orFail(store.restorePlace(kind, id), placeErrorOf(kind, id)),
        }}
      />
    ),
    messages: () => (
      <ContactMessagesPanel
        {...pagedProps(store.messages, 'messages')}
        messages={store.messages.items}
        onMarkRead={(id) => orFail(store.markRead(id), errorOf('messages', id))}
      />
    ),
    ads: () => (
      <AdsCentersPanel
        status={asStatus(store.adsCenters.status)}
        ads={store.adsCenters.ads}
        centers={store.adsCenters.centers}
        onRetry={() => void store.loadAdsCenters()}
        onSaveAd={async (id, input) => {
          if (await store.saveAd(input, id ?? undefined)) return;
          const { error, field } = useAdminStore.getState().adSave;
          throw { message: error ?? 'The ad could not be saved.', field: field ?? undefined };
        }}
        onSaveCenter={async (id, input) => {
          if (await store.saveCenter(input, id ?? undefined)) return;
          const { error, field } = useAdminStore.getState().centerSave;
          throw { message: error ?? 'The center could not be saved.', field: field ?? undefined };
        }}
        onUpload={async (file) => {
          const uploaded = await store.upload(file);
          if (!uploaded)
            throw new Error(useAdminStore.getState().media.error ?? 'The image was not stored.');
          return uploaded;
        }}
      />
    ),
    revenue: () => (
      <RevenuePanel
        status={asStatus(store.revenue.status)}
        summary={store.revenue.summary}
        onRetry={() => void store.loadRevenue()}
        onDownloadCsv={() => window.location.assign(REVENUE_CSV_PATH)}
      />
    ),
    audit: () => (
      <AuditPanel
        {...pagedProps(store.audit, 'audit')}
        entries={store.audit.items}
        filters={store.auditFilters}
        moderators={store.moderators}
        onFiltersChange={(filters) => void store.setAuditFilters(filters)}
        onUndo={(id) => orFail(store.undo(id), errorOf('audit', id))}
      />
    ),
  };

  return (
    <AdminScreen
      tab={tab}
      onTabChange={(next) => setParams({ tab: next }, { replace: true })}
      counts={store.counts}
      renderPanel={(t) => panels[t]()}
    />
  );
}
