import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { AccountScreen, type AccountScreenProps } from './AccountScreen';
import { FIXTURE_NOW, SESSIONS } from './fixtures';

const props = (over: Partial<AccountScreenProps> = {}): AccountScreenProps => ({
  dataExport: { onExport: vi.fn() },
  sessions: {
    status: 'ready',
    sessions: SESSIONS,
    onRetry: vi.fn(),
    onEnd: vi.fn(),
    onEndOthers: vi.fn(),
    now: FIXTURE_NOW,
  },
  toolkitCopy: {
    onSave: vi.fn(),
    onRestore: vi.fn(),
    onConfirmReplace: vi.fn(),
    onCancelReplace: vi.fn(),
  },
  deletion: { dialogOpen: false, onOpen: vi.fn(), onCancel: vi.fn(), onDelete: vi.fn() },
  ...over,
});

it('is titled Privacy & account and shows its four cards in order', () => {
  render(<AccountScreen {...props()} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Privacy & account' })).toBeVisible();
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    'Download my data',
    'My sessions',
    'My toolkit on another device',
    'Delete my account',
  ]);
  expect(screen.getAllByRole('region')).toHaveLength(4);
  // Inside the main layout, which has the landmark and the crisis strip.
  expect(screen.queryByRole('main')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Back to Profile Setup' })).toBeNull();
});

it('outside the main layout it has its own landmark, crisis strip and way back', async () => {
  const user = userEvent.setup();
  const onBackToSetup = vi.fn();
  render(<AccountScreen {...props({ onBackToSetup })} />);
  expect(screen.getByRole('main')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /988/ })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Back to Profile Setup' }));
  expect(onBackToSetup).toHaveBeenCalledOnce();
});
