import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { AdsCentersPanel, type AdsCentersPanelProps } from './AdsCentersPanel';
import { buildAdsAndCenters } from './fixtures';

const setup = (over: Partial<AdsCentersPanelProps> = {}) => {
  const props: AdsCentersPanelProps = {
    status: 'ready',
    ...buildAdsAndCenters(),
    onRetry: vi.fn(),
    onSaveAd: vi.fn(async () => {}),
    onSaveCenter: vi.fn(async () => {}),
    onUpload: vi.fn(async () => ({ id: 'img1', url: '/media/img1abcdef' })),
    ...over,
  };
  render(<AdsCentersPanel {...props} />);
  return props;
};

const png = (bytes = 1000) => new File([new Uint8Array(bytes)], 'logo.png', { type: 'image/png' });
const dialog = () => screen.getByRole('dialog');
const field = (name: RegExp | string) => within(dialog()).getByLabelText(name);
/** Types by pasting: a whole string at once, so long forms stay fast on a slow machine. */
const fill = async (
  user: ReturnType<typeof userEvent.setup>,
  name: RegExp | string,
  text: string,
) => {
  await user.click(field(name));
  await user.paste(text);
};
const gone = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

it('lists ads and centers in their sections, active or not', () => {
  setup();
  const ads = screen.getByRole('region', { name: 'Advertisements' });
  const journal = within(ads).getByRole('article', { name: 'A journal for every day of recovery' });
  expect(within(journal).getByText('Active')).toBeInTheDocument();
  expect(journal).toHaveTextContent('Calm Pages (calm-pages)');
  expect(journal).toHaveTextContent('Top placement · Nov 1 – Dec 31');
  expect(within(journal).getByRole('img', { name: "Calm Pages's image" })).toBeInTheDocument();
  const evenings = within(ads).getByRole('article', { name: 'Alcohol-free evenings in the city' });
  expect(within(evenings).getByText('Inactive')).toBeInTheDocument();
  expect(evenings).toHaveTextContent('Bottom placement · No dates set');

  const centers = screen.getByRole('region', { name: 'Treatment centers' });
  expect(within(centers).getAllByRole('article')).toHaveLength(3);
  expect(
    within(centers).getByRole('article', { name: 'Bayside Recovery Residences' }),
  ).toHaveTextContent('Priority 3 Featured');
  expect(
    within(within(centers).getByRole('article', { name: 'Peninsula New Start' })).getByText(
      'Inactive',
    ),
  ).toBeInTheDocument();
});

it('creates an ad: the input as the server takes it, then the dialog closes', async () => {
  const user = userEvent.setup();
  const { onSaveAd } = setup();
  await user.click(screen.getByRole('button', { name: 'New advertisement' }));
  expect(dialog()).toHaveAccessibleName('New advertisement');
  const save = within(dialog()).getByRole('button', { name: 'Save' });
  expect(save).toBeDisabled();
  await fill(user, /Advertiser name/, 'Harbor Light');
  await fill(user, /Advertiser id/, 'harbor');
  await fill(user, /Title/, 'Outpatient care that fits your week');
  await fill(user, /Link \(https\)/, 'https://example.org/harbor');
  await user.click(within(dialog()).getByRole('combobox', { name: 'Placement' }));
  await user.click(screen.getByRole('option', { name: 'Bottom' }));
  await fill(user, 'Active from', '2026-12-01');
  await user.click(save);
  expect(onSaveAd).toHaveBeenCalledWith(null, {
    advertiser_name: 'Harbor Light',
    advertiser_id: 'harbor',
    ad_title: 'Outpatient care that fits your week',
    ad_description: '',
    ad_image_url: '',
    ad_url: 'https://example.org/harbor',
    placement: 'bottom',
    active_from: '2026-12-01',
    active_until: null,
    active: true,
  });
  await gone();
});

it('edits an ad by its id, starting from its values', async () => {
  const user = userEvent.setup();
  const { onSaveAd, ads } = setup();
  const evenings = screen.getByRole('article', { name: 'Alcohol-free evenings in the city' });
  await user.click(within(evenings).getByRole('button', { name: 'Edit' }));
  expect(dialog()).toHaveAccessibleName('Edit advertisement');
  expect(field(/Title/)).toHaveValue('Alcohol-free evenings in the city');
  await user.click(within(dialog()).getByRole('checkbox', { name: 'Active' }));
  await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
  expect(onSaveAd).toHaveBeenCalledWith(
    ads[1]!.id,
    expect.objectContaining({ ad_title: 'Alcohol-free evenings in the city', active: true }),
  );
});

it('a refusal naming a field shows by that field until it changes; the dialog stays', async () => {
  const user = userEvent.setup();
  const onSaveAd = vi
    .fn()
    .mockRejectedValueOnce({ field: 'ad_url', message: 'ad_url must be an https:// address' })
    .mockRejectedValueOnce(new Error('active_until must be after active_from'))
    .mockRejectedValueOnce(new Error('The database is busy right now.'));
  setup({ onSaveAd });
  await user.click(
    within(screen.getByRole('article', { name: 'A journal for every day of recovery' })).getByRole(
      'button',
      { name: 'Edit' },
    ),
  );
  const save = within(dialog()).getByRole('button', { name: 'Save' });
  await user.click(save);
  await waitFor(() => expect(field(/Link \(https\)/)).toHaveAttribute('aria-invalid', 'true'));
  expect(field(/Link \(https\)/)).toHaveAccessibleDescription('ad_url must be an https:// address');
  await user.type(field(/Link \(https\)/), 'x');
  expect(field(/Link \(https\)/)).toHaveAttribute('aria-invalid', 'false');

  // The field is found from the start of the message when the refusal names none.
  await user.click(save);
  await waitFor(() =>
    expect(field('Active until')).toHaveAccessibleDescription(
      'active_until must be after active_from',
    ),
  );
  // And with no field at all, the message shows above the form.
  await user.click(save);
  expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
    'The database is busy right now.',
  );
  expect(onSaveAd).toHaveBeenCalledTimes(3);
});

it('an image uploads on choice and shows; a refused upload or a wrong file says why', async () => {
  const user = userEvent.setup({ applyAccept: false });
  const onUpload = vi
    .fn()
    .mockResolvedValueOnce({ id: 'img1', url: '/media/img1abcdef' })
    .mockRejectedValueOnce(new Error('PNG, JPEG or WebP up to 200 kB'));
  const { onSaveAd } = setup({ onUpload });
  await user.click(screen.getByRole('button', { name: 'New advertisement' }));
  await fill(user, /Advertiser name/, 'Harbor Light');
  const file = png();
  await user.upload(field('Image'), file);
  expect(onUpload).toHaveBeenCalledWith(file);
  const img = await within(dialog()).findByRole('img', { name: "Harbor Light's image" });
  expect(img).toHaveAttribute('src', '/media/img1abcdef');
  expect(img).toHaveAttribute('width', '240');
  expect(img).toHaveAttribute('height', '90');

  await user.upload(field('Image'), png());
  await waitFor(() =>
    expect(field('Image')).toHaveAccessibleDescription('PNG, JPEG or WebP up to 200 kB'),
  );

  await user.upload(field('Image'), png(300 * 1024));
  expect(field('Image')).toHaveAccessibleDescription(
    'Choose an image: PNG, JPEG or WebP up to 200 kB.',
  );
  await user.upload(field('Image'), new File(['gif'], 'a.gif', { type: 'image/gif' }));
  expect(onUpload).toHaveBeenCalledTimes(2);

  await fill(user, /Title/, 'Care');
  await fill(user, /Link \(https\)/, 'https://example.org');
  await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
  expect(onSaveAd).toHaveBeenCalledWith(
    null,
    expect.objectContaining({ ad_image_url: '/media/img1abcdef' }),
  );
});

it('creates a center: numbers, services and priority as the server takes them', async () => {
  const user = userEvent.setup();
  const { onSaveCenter } = setup();
  await user.click(screen.getByRole('button', { name: 'New treatment center' }));
  await fill(user, /Name/, 'Harbor Light Recovery');
  await fill(user, /Latitude/, '37.80');
  await fill(user, /Longitude/, 'west');
  await fill(user, /Services/, 'Outpatient, Family program ,, ');
  await user.click(within(dialog()).getByRole('combobox', { name: 'Priority' }));
  await user.click(screen.getByRole('option', { name: '2 Premium' }));
  await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
  // A coordinate that is not a number is refused before anything is sent.
  expect(onSaveCenter).not.toHaveBeenCalled();
  expect(field(/Longitude/)).toHaveAccessibleDescription('longitude must be a number');

  await user.clear(field(/Longitude/));
  await fill(user, /Longitude/, '-122.41');
  await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
  expect(onSaveCenter).toHaveBeenCalledWith(null, {
    name: 'Harbor Light Recovery',
    address: '',
    latitude: 37.8,
    longitude: -122.41,
    phone: '',
    website: '',
    logo_url: '',
    description: '',
    services: ['Outpatient', 'Family program'],
    priority_level: 2,
    advertiser_id: '',
    active: true,
  });
  await gone();
});

it('edits a center by its id', async () => {
  const user = userEvent.setup();
  const { onSaveCenter, centers } = setup();
  await user.click(
    within(screen.getByRole('article', { name: 'Golden Hills Treatment Center' })).getByRole(
      'button',
      { name: 'Edit' },
    ),
  );
  expect(field(/Services/)).toHaveValue('Inpatient, Partial hospitalization, Trauma therapy');
  await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
  expect(onSaveCenter).toHaveBeenCalledWith(
    centers[1]!.id,
    expect.objectContaining({
      name: 'Golden Hills Treatment Center',
      priority_level: 2,
      services: ['Inpatient', 'Partial hospitalization', 'Trauma therapy'],
    }),
  );
});

it('loading, empty sections, and one Retry when they could not be loaded', async () => {
  const user = userEvent.setup();
  const base = {
    onSaveAd: vi.fn(),
    onSaveCenter: vi.fn(),
    onUpload: vi.fn(),
    ads: [],
    centers: [],
  };
  const loading = render(<AdsCentersPanel {...base} status="loading" onRetry={vi.fn()} />);
  expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual([
    'Loading advertisements…',
    'Loading treatment centers…',
  ]);
  loading.unmount();

  const empty = render(<AdsCentersPanel {...base} status="ready" onRetry={vi.fn()} />);
  expect(screen.getByText('No advertisements yet.')).toBeInTheDocument();
  expect(screen.getByText('No treatment centers yet.')).toBeInTheDocument();
  empty.unmount();

  const onRetry = vi.fn();
  render(<AdsCentersPanel {...base} status="error" onRetry={onRetry} />);
  expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(1);
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledOnce();
});
