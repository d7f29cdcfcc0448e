import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import {
  PLACE_SEARCH_MAX,
  type AdminMeetingGroup,
  type AdminResource,
  type MeetingGroupInput,
  type ResourceInput,
} from '../../contract/admin';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { AdminList } from './AdminList';
import { AdminMeetingGroupCard } from './AdminMeetingGroupCard';
import { AdminResourceCard } from './AdminResourceCard';
import { MeetingGroupDialog } from './MeetingGroupDialog';
import type { PlaceAction, PlaceKind, PlaceSearch } from './places';
import { ResourceDialog } from './ResourceDialog';
import { useConfirmation } from './useConfirmation';
import { useItemActions } from './useItemActions';

export interface PlaceSearchSectionProps {
  /** The resources found, and the search they answer. */
  resources: PlaceSearch<AdminResource>;
  /** The meeting groups found, and the search they answer. */
  meetingGroups: PlaceSearch<AdminMeetingGroup>;
  /** Which kind of place shows first. @default 'resource' */
  initialKind?: PlaceKind;
  /**
   * Finds places of one kind by part of their name or address ('' = the first ones by name).
   * The section runs it with the kind's query when it first shows a kind that is still 'idle'.
   */
  onSearch: (kind: PlaceKind, q: string) => void;
  /**
   * Adds a resource (`id` null) or changes one. Resolves when saved (the dialog closes; the app
   * shows the saved resource in `resources`, a new one first); rejects with a FieldError-like
   * value whose message shows by its field, or above the form when it names none.
   */
  onSaveResource: (id: string | null, input: ResourceInput) => Promise<unknown>;
  /** Adds a meeting group (`id` null) or changes one; resolves and rejects as `onSaveResource`. */
  onSaveMeetingGroup: (id: string | null, input: MeetingGroupInput) => Promise<unknown>;
  /**
   * Takes a place off the map (the section asks first). The place is busy until the promise
   * settles; a rejection's message shows on it. On success the app shows the place as the server
   * answers it (removed).
   */
  onRemove: (kind: PlaceKind, id: string) => Promise<unknown>;
  /** Puts a removed place back on the map; busy and failures as `onRemove`. */
  onRestore: (kind: PlaceKind, id: string) => Promise<unknown>;
}

/** Which dialog is open, on what (null: a new one). */
type Editing =
  | { kind: 'resource'; item: AdminResource | null }
  | { kind: 'meeting'; item: AdminMeetingGroup | null };

/** The place a removal is asked about. */
interface Removal {
  kind: PlaceKind;
  id: string;
  name: string;
}

const NAMES = {
  resource: { list: 'Resources', add: 'Add resource' },
  meeting: { list: 'Meeting groups', add: 'Add meeting group' },
} as const satisfies Record<PlaceKind, { list: string; add: string }>;

interface SearchFormProps {
  /** The words the shown places answer: the field starts with them. */
  query: string;
  /** Which kind is searched, for the form's name. */
  kind: PlaceKind;
  /** Called with the words, trimmed, on Enter or 'Search'; '' asks for the first places by name. */
  onSearch: (q: string) => void;
}

/** 'Search by name or address': Enter or 'Search' runs it. */
function SearchForm({ query, kind, onSearch }: SearchFormProps) {
  const [text, setText] = useState(query);
  return (
    <Box
      component="form"
      role="search"
      aria-label={`Search ${NAMES[kind].list.toLowerCase()}`}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim());
      }}
      sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
    >
      <TextField
        type="search"
        size="small"
        label="Search by name or address"
        value={text}
        onChange={(e) => setText(e.target.value)}
        sx={{ flex: '1 1 14rem' }}
      />
      <Button type="submit" variant="outlined">
        Search
      </Button>
    </Box>
  );
}

/**
 * Places on the map: resources and meeting groups found by name or address, to add, correct,
 * take off the map and put back (contract/admin/places.ts). Nothing is deleted: a removed place
 * stays here, marked, with 'Put back on map'.
 */
export function PlaceSearchSection({
  resources,
  meetingGroups,
  initialKind = 'resource',
  onSearch,
  onSaveResource,
  onSaveMeetingGroup,
  onRemove,
  onRestore,
}: PlaceSearchSectionProps) {
  const titleId = useId();
  const [kind, setKind] = useState<PlaceKind>(initialKind);
  const shown = kind === 'resource' ? resources : meetingGroups;
  const resourceActions = useItemActions<PlaceAction>(resources);
  const meetingActions = useItemActions<PlaceAction>(meetingGroups);
  const actionsOf = (k: PlaceKind) => (k === 'resource' ? resourceActions : meetingActions);
  const removing = useConfirmation<Removal>();
  // The last edited place stays set while its dialog closes, so the dialog does not change then.
  const [editing, setEditing] = useState<Editing>({ kind: 'resource', item: null });
  const [open, setOpen] = useState(false);
  const edit = (e: Editing) => {
    setEditing(e);
    setOpen(true);
  };

  // Each kind's first search, once, when it is first shown (a moderator sees places at once).
  const asked = useRef(new Set<PlaceKind>());
  useEffect(() => {
    if (shown.status !== 'idle' || asked.current.has(kind)) return;
    asked.current.add(kind);
    onSearch(kind, shown.query);
  }, [kind, shown.status, shown.query, onSearch]);

  const act = (k: PlaceKind, id: string, action: PlaceAction) =>
    actionsOf(k).run(id, action, () => (action === 'remove' ? onRemove(k, id) : onRestore(k, id)));
  const cardActions = (k: PlaceKind, place: { id: string; name: string }) => {
    const actions = actionsOf(k);
    return {
      busy: actions.busyOf(place.id),
      running: actions.actionOf(place.id),
      error: actions.errorOf(place.id),
      onRemove: () => removing.ask({ kind: k, id: place.id, name: place.name }),
      onRestore: () => act(k, place.id, 'restore'),
    };
  };

  const results = <T extends { id: string }>(
    search: PlaceSearch<T>,
    renderItem: (item: T) => ReactNode,
  ) => (
    <AdminList
      label={NAMES[kind].list}
      status={search.status === 'idle' ? 'loading' : search.status}
      items={search.items}
      itemKey={(p) => p.id}
      renderItem={renderItem}
      empty="No places match."
      errorMessage="The places could not be searched. Please check your connection."
      onRetry={() => onSearch(kind, search.query)}
      // A search answers at most PLACE_SEARCH_MAX places in one go: there is no next page.
      onLoadMore={() => {}}
    />
  );

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ flex: 1 }}>
          Places on the map
        </Typography>
        <Button
          variant="contained"
          onClick={() => edit(kind === 'resource' ? { kind, item: null } : { kind, item: null })}
        >
          {NAMES[kind].add}
        </Button>
      </Box>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={kind}
        onChange={(_, next: PlaceKind | null) => next && setKind(next)}
        aria-label="Kind of place"
        // MUI's grey for the unselected one is too faint on the console's background.
        sx={{ '& .MuiToggleButton-root:not(.Mui-selected)': { color: 'text.secondary' } }}
      >
        <ToggleButton value="resource">Resources</ToggleButton>
        <ToggleButton value="meeting">Meeting groups</ToggleButton>
      </ToggleButtonGroup>
      <SearchForm key={kind} kind={kind} query={shown.query} onSearch={(q) => onSearch(kind, q)} />
      {shown.status === 'ready' && shown.more && (
        <Alert severity="info">More than {PLACE_SEARCH_MAX} places match. Narrow the search.</Alert>
      )}
      {kind === 'resource'
        ? results(resources, (r) => (
            <AdminResourceCard
              resource={r}
              {...cardActions('resource', r)}
              onEdit={() => edit({ kind: 'resource', item: r })}
            />
          ))
        : results(meetingGroups, (g) => (
            <AdminMeetingGroupCard
              group={g}
              {...cardActions('meeting', g)}
              onEdit={() => edit({ kind: 'meeting', item: g })}
            />
          ))}
      <ConfirmDialog
        open={removing.open}
        title={`Remove ${removing.subject?.name ?? ''} from the map?`}
        message="It will no longer show on the map, and imports will not bring it back. You can put it back here at any time."
        confirmLabel="Remove from map"
        destructive
        onConfirm={() => {
          if (removing.subject) act(removing.subject.kind, removing.subject.id, 'remove');
          removing.close();
        }}
        onCancel={removing.close}
      />
      <ResourceDialog
        open={open && editing.kind === 'resource'}
        resource={editing.kind === 'resource' ? editing.item : null}
        onSave={(input) =>
          onSaveResource(editing.kind === 'resource' ? (editing.item?.id ?? null) : null, input)
        }
        onClose={() => setOpen(false)}
      />
      <MeetingGroupDialog
        open={open && editing.kind === 'meeting'}
        group={editing.kind === 'meeting' ? editing.item : null}
        onSave={(input) =>
          onSaveMeetingGroup(editing.kind === 'meeting' ? (editing.item?.id ?? null) : null, input)
        }
        onClose={() => setOpen(false)}
      />
    </Box>
  );
}
