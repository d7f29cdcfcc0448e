import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { buildAdminResource, buildAdminResources } from './fixtures';
import { ResourceDialog, type ResourceDialogProps } from './ResourceDialog';

const setup = (over: Partial<ResourceDialogProps> = {}) => {
  const props: ResourceDialogProps = {
    open: true,
    resource: null,
    onSave: vi.fn(async () => {}),
    onClose: vi.fn(),
    ...over,
  };
  const view = render(<ResourceDialog {...props} />);
  return { ...props, view };
};
const dialog = () => screen.getByRole('dialog');
const field = (name: RegExp | string) => within(dialog()).getByLabelText(name);
const save = () => within(dialog()).getByRole('button', { name: 'Save' });
/** Types by pasting: a whole string at once, so long forms stay fast on a slow machine. */
const fill = async (user: ReturnType<typeof userEvent.setup>, name: RegExp, text: string) => {
  await user.click(field(name));
  await user.paste(text);
};

it('adds a resource: the input as the server takes it, then it closes', async () => {
  const user = userEvent.setup();
  const { onSave, onClose } = setup();
  expect(dialog()).toHaveAccessibleName('Add resource');
  expect(save()).toBeDisabled();
  await fill(user, /Name/, 'Harbor Light Recovery');
  await user.click(within(dialog()).getByRole('combobox', { name: /Type/ }));
  await user.click(screen.getByRole('option', { name: 'Detox Center' }));
  await fill(user, /Address/, '1275 Market Street');
  await fill(user, /Latitude/, '37.7766');
  await fill(user, /Longitude/, '-122.4172');
  await fill(user, /Services/, 'Outpatient, , Residential ');
  await user.click(save());
  expect(onSave).toHaveBeenCalledWith({
    name: 'Harbor Light Recovery',
    resource_type: 'detox',
    address: '1275 Market Street',
    latitude: 37.7766,
    longitude: -122.4172,
    phone: '',
    website: '',
    description: '',
    services: ['Outpatient', 'Residential'],
  });
  await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
});

it('every field is labelled and edits start from the resource’s values', async () => {
  const user = userEvent.setup();
  const resource = buildAdminResource();
  const { onSave } = setup({ resource });
  expect(dialog()).toHaveAccessibleName('Edit resource');
  expect(field(/Name/)).toHaveValue('Harbor Light Recovery');
  expect(field(/Phone/)).toHaveValue('(415) 555-0188');
  expect(field(/Website/)).toHaveValue('https://example.org/harbor-light');
  expect(field(/Description/)).toHaveValue(resource.description);
  expect(field(/Services/)).toHaveValue('Outpatient, Residential');
  expect(field(/Latitude/)).toHaveValue('37.7766');
  await user.click(save());
  expect(onSave).toHaveBeenCalledWith({
    name: resource.name,
    resource_type: 'rehab',
    address: resource.address,
    latitude: 37.7766,
    longitude: -122.4172,
    phone: '(415) 555-0188',
    website: 'https://example.org/harbor-light',
    description: resource.description,
    services: ['Outpatient', 'Residential'],
  });
});

it('Escape closes without saving', async () => {
  const user = userEvent.setup();
  const { onSave, onClose } = setup({ resource: buildAdminResource() });
  await user.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledOnce();
  expect(onSave).not.toHaveBeenCalled();
});

it('a type the map does not list must be chosen before saving', async () => {
  const user = userEvent.setup();
  const { onSave } = setup({ resource: buildAdminResources()[4] });
  const type = within(dialog()).getByRole('combobox', { name: /Type/ });
  expect(type).toHaveAccessibleDescription(
    'Was “Sober living home”, which the map does not list: choose a type.',
  );
  expect(save()).toBeDisabled();
  await user.click(type);
  await user.click(screen.getByRole('option', { name: 'Supportive Housing' }));
  await user.click(save());
  expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ resource_type: 'housing' }));
});

it('a coordinate that is not a number is refused before anything is sent, and its field is focused', async () => {
  const user = userEvent.setup();
  const { onSave } = setup({ resource: buildAdminResource() });
  await user.clear(field(/Longitude/));
  await fill(user, /Longitude/, 'west');
  await user.click(save());
  expect(onSave).not.toHaveBeenCalled();
  // Focused, so a screen reader reads the field with its error (its description).
  expect(field(/Longitude/)).toHaveFocus();
  expect(field(/Longitude/)).toHaveAttribute('aria-invalid', 'true');
  expect(field(/Longitude/)).toHaveAccessibleDescription('longitude must be a number');
});

it('a refusal naming a field shows beside it, focused, until it changes; others show above the form', async () => {
  const user = userEvent.setup();
  const onSave = vi
    .fn()
    .mockRejectedValueOnce({
      field: 'website',
      message: 'website must start with http:// or https://',
    })
    .mockRejectedValueOnce(new Error('The database is busy right now.'));
  const { onClose } = setup({ resource: buildAdminResource(), onSave });
  await user.click(save());
  await waitFor(() => expect(field(/Website/)).toHaveAttribute('aria-invalid', 'true'));
  expect(field(/Website/)).toHaveFocus();
  expect(field(/Website/)).toHaveAccessibleDescription(
    'website must start with http:// or https://',
  );
  await user.type(field(/Website/), 'x');
  expect(field(/Website/)).toHaveAttribute('aria-invalid', 'false');
  await user.click(save());
  expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
    'The database is busy right now.',
  );
  // No field to blame: the alert says it, and the focus stays on Save.
  expect(save()).toHaveFocus();
  expect(onClose).not.toHaveBeenCalled();
});

it('opens with a refusal it is given, beside its field, until that field changes', async () => {
  const user = userEvent.setup();
  setup({
    resource: buildAdminResource(),
    refusal: { field: 'latitude', message: 'latitude must be between -90 and 90' },
  });
  expect(field(/Latitude/)).toHaveAccessibleDescription('latitude must be between -90 and 90');
  expect(field(/Longitude/)).toHaveAttribute('aria-invalid', 'false');
  await user.type(field(/Latitude/), '1');
  expect(field(/Latitude/)).toHaveAttribute('aria-invalid', 'false');
});
