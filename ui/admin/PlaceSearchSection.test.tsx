import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import {
  buildAdminMeetingGroups,
  buildAdminResource,
  buildAdminResources,
  buildPlaceSearch,
} from './fixtures';
import { PlaceSearchSection, type PlaceSearchSectionProps } from './PlaceSearchSection';

const [edited, removed, pending] = buildAdminResources();
const [sunset, , morning] = buildAdminMeetingGroups();

const setup = (over: Partial<PlaceSearchSectionProps> = {}) => {
  const props: PlaceSearchSectionProps = {
    resources: buildPlaceSearch(buildAdminResources()),
    meetingGroups: buildPlaceSearch(buildAdminMeetingGroups()),
    onSearch: vi.fn(),
    onSaveResource: vi.fn(async () => {}),
    onSaveMeetingGroup: vi.fn(async () => {}),
    onRemove: vi.fn(async () => {}),
    onRestore: vi.fn(async () => {}),
    ...over,
  };
  const view = render(<PlaceSearchSection {...props} />);
  return { ...props, view };
};
const card = (name: string) => screen.getByRole('article', { name });
const searchField = () => screen.getByRole('searchbox', { name: 'Search by name or address' });
const gone = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

it('runs the empty search of a kind the first time it shows, and only then', async () => {
  const user = userEvent.setup();
  const { view, ...props } = setup({
    resources: buildPlaceSearch([], { status: 'idle' }),
    meetingGroups: buildPlaceSearch([], { status: 'idle' }),
  });
  const { onSearch } = props;
  expect(onSearch).toHaveBeenCalledExactlyOnceWith('resource', '');
  expect(screen.getByRole('status')).toHaveTextContent('Loading resources…');
  // The app passes a new callback on every render while the search has not started yet.
  view.rerender(<PlaceSearchSection {...props} onSearch={(kind, q) => onSearch(kind, q)} />);
  await user.click(screen.getByRole('button', { name: 'Meeting groups' }));
  await user.click(screen.getByRole('button', { name: 'Resources' }));
  expect(onSearch).toHaveBeenCalledTimes(2);
  expect(onSearch).toHaveBeenLastCalledWith('meeting', '');
});

it('a kind already searched is not searched again when shown', () => {
  const { onSearch } = setup();
  expect(onSearch).not.toHaveBeenCalled();
});

it('searches with the words typed, on Enter or with Search', async () => {
  const user = userEvent.setup();
  const { onSearch } = setup();
  expect(screen.getByRole('heading', { name: 'Places on the map' })).toBeInTheDocument();
  await user.type(searchField(), '  harbor {Enter}');
  expect(onSearch).toHaveBeenLastCalledWith('resource', 'harbor');
  await user.clear(searchField());
  await user.type(searchField(), 'market');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(onSearch).toHaveBeenLastCalledWith('resource', 'market');

  await user.click(screen.getByRole('button', { name: 'Meeting groups' }));
  expect(screen.getByRole('button', { name: 'Meeting groups' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // Each kind keeps its own words: the field starts from the meeting groups' search.
  expect(searchField()).toHaveValue('');
  await user.type(searchField(), 'serenity{Enter}');
  expect(onSearch).toHaveBeenLastCalledWith('meeting', 'serenity');
});

it('the field starts with the words the places answer', () => {
  setup({ resources: buildPlaceSearch([buildAdminResource()], { query: 'harbor' }) });
  expect(searchField()).toHaveValue('harbor');
});

it('lists the places of the chosen kind, each with its state', async () => {
  const user = userEvent.setup();
  setup();
  const list = screen.getByRole('list', { name: 'Resources' });
  expect(within(list).getAllByRole('article')).toHaveLength(5);
  expect(within(card(edited!.name)).getByText('On the map')).toBeInTheDocument();
  expect(within(card(pending!.name)).getByText('Pending review')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Meeting groups' }));
  expect(
    within(screen.getByRole('list', { name: 'Meeting groups' })).getAllByRole('article'),
  ).toHaveLength(3);
  expect(within(card(morning!.name)).getByText('Removed from map')).toBeInTheDocument();
});

it('Remove from map asks first, then removes that place; Cancel does nothing', async () => {
  const user = userEvent.setup();
  const { onRemove } = setup();
  await user.click(within(card(edited!.name)).getByRole('button', { name: 'Remove from map' }));
  let dialog = screen.getByRole('dialog', { name: `Remove ${edited!.name} from the map?` });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(onRemove).not.toHaveBeenCalled();
  await gone();

  await user.click(screen.getByRole('button', { name: 'Meeting groups' }));
  await user.click(within(card(sunset!.name)).getByRole('button', { name: 'Remove from map' }));
  dialog = screen.getByRole('dialog', { name: `Remove ${sunset!.name} from the map?` });
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await user.click(within(dialog).getByRole('button', { name: 'Remove from map' }));
  expect(onRemove).toHaveBeenCalledWith('meeting', sunset!.id);
  await gone();
});

it('a refused removal shows its message on the place', async () => {
  const user = userEvent.setup();
  setup({
    onRemove: vi.fn(() =>
      Promise.reject(
        new Error('This resource is not on the map: approve or reject it in Suggested places.'),
      ),
    ),
  });
  await user.click(within(card(edited!.name)).getByRole('button', { name: 'Remove from map' }));
  await user.click(
    within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove from map' }),
  );
  await gone();
  expect(await within(card(edited!.name)).findByRole('alert')).toHaveTextContent(
    'This resource is not on the map: approve or reject it in Suggested places.',
  );
});

it('a removed place is put back with no question; it waits while that runs', async () => {
  const user = userEvent.setup();
  let done: () => void = () => {};
  const onRestore = vi.fn(() => new Promise<void>((ok) => (done = ok)));
  setup({ onRestore });
  await user.click(within(card(removed!.name)).getByRole('button', { name: 'Put back on map' }));
  expect(onRestore).toHaveBeenCalledWith('resource', removed!.id);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(
    within(card(removed!.name)).getByRole('button', { name: 'Putting back...' }),
  ).toBeWaiting();
  done();
  expect(
    await within(card(removed!.name)).findByRole('button', { name: 'Put back on map' }),
  ).toBeEnabled();
});

it('says when more places match than one search shows', () => {
  setup({ resources: buildPlaceSearch(buildAdminResources(), { more: true }) });
  expect(screen.getByText('More than 50 places match. Narrow the search.')).toBeInTheDocument();
});

it('empty, and a failed search with Retry for the same words', async () => {
  const user = userEvent.setup();
  const empty = setup({ resources: buildPlaceSearch([], { query: 'zzz' }) });
  expect(screen.getByText('No places match.')).toBeInTheDocument();
  expect(screen.queryByText(/Narrow the search/)).not.toBeInTheDocument();
  empty.view.unmount();

  const { onSearch } = setup({ resources: buildPlaceSearch([], { status: 'error', query: 'x' }) });
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onSearch).toHaveBeenCalledWith('resource', 'x');
});

it('adds a resource with no id and edits one by its id', async () => {
  const user = userEvent.setup();
  const { onSaveResource } = setup();
  await user.click(screen.getByRole('button', { name: 'Add resource' }));
  expect(screen.getByRole('dialog')).toHaveAccessibleName('Add resource');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  await gone();

  await user.click(within(card(edited!.name)).getByRole('button', { name: 'Edit' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit resource' });
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(onSaveResource).toHaveBeenCalledWith(
    edited!.id,
    expect.objectContaining({ name: edited!.name }),
  );
  await gone();
});

it('a refused meeting group save shows beside its field and the dialog stays', async () => {
  const user = userEvent.setup();
  const onSaveMeetingGroup = vi.fn(() =>
    Promise.reject({
      field: 'conference_url',
      message: 'conference_url must be an https:// address',
    }),
  );
  setup({ onSaveMeetingGroup, initialKind: 'meeting' });
  expect(screen.getByRole('button', { name: 'Add meeting group' })).toBeInTheDocument();
  await user.click(within(card(sunset!.name)).getByRole('button', { name: 'Edit' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit meeting group' });
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(onSaveMeetingGroup).toHaveBeenCalledWith(sunset!.id, expect.any(Object));
  await waitFor(() =>
    expect(within(dialog).getByLabelText(/Online meeting link/)).toHaveAccessibleDescription(
      'conference_url must be an https:// address',
    ),
  );
  expect(screen.getByRole('dialog')).toBe(dialog);
});
