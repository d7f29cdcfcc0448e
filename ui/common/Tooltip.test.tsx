import IconButton from '@mui/material/IconButton';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, createRef } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { Tooltip } from './Tooltip';

describe('Tooltip', () => {
  it('shows its title on hover and on keyboard focus', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip title="Profile settings">
        <IconButton aria-label="Profile settings">P</IconButton>
      </Tooltip>,
    );
    await user.hover(screen.getByRole('button', { name: 'Profile settings' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Profile settings');
    await user.unhover(screen.getByRole('button', { name: 'Profile settings' }));
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Profile settings');
  });

  it("keeps the element's own name, ref and handlers", async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLButtonElement>();
    const pressed = vi.fn();
    render(
      <Tooltip title="Notifications">
        <IconButton ref={ref} aria-label="Notifications, 3 unread" onClick={pressed}>
          B
        </IconButton>
      </Tooltip>,
    );
    const button = screen.getByRole('button', { name: 'Notifications, 3 unread' });
    expect(ref.current).toBe(button);
    await user.click(button);
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Notifications');
  });

  it('commits once as it is drawn: the tooltip learns of its element after that commit', async () => {
    // React's own scheduling, as in the browser: act() would draw the later update at once too.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const wasAct = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    try {
      const commits: string[] = [];
      const own = createRef<HTMLButtonElement>();
      flushSync(() =>
        root.render(
          <Profiler id="tip" onRender={(_id, phase) => commits.push(phase)}>
            <Tooltip title="Log out">
              <IconButton ref={own} aria-label="Log out">
                L
              </IconButton>
            </Tooltip>
          </Profiler>,
        ),
      );
      // MUI's own Tooltip draws again inside that same commit (its element set from a ref).
      expect(commits).toEqual(['mount']);
      // The element's own ref is attached in the commit, as without a tooltip.
      expect(own.current).toBe(container.querySelector('button'));
      await vi.waitFor(() => expect(commits).toEqual(['mount', 'update']));
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasAct;
      act(() => root.unmount());
      container.remove();
    }
  });
});
