import { useTheme, type Theme } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import type * as themeModule from './theme';
import { createAppTheme } from './theme';
import { ThemeRoot } from './ThemeRoot';

// The real theme, with its calls counted. A file of its own: no other test has drawn a ThemeRoot
// in this file's modules before this one looks.
vi.mock('./theme', async (real) => {
  const theme = await real<typeof themeModule>();
  return { ...theme, createAppTheme: vi.fn(theme.createAppTheme) };
});

it('makes the product theme at its first draw, not as it loads, and once for every draw after', () => {
  // Loading ThemeRoot (the app's code being evaluated) made no theme.
  expect(createAppTheme).not.toHaveBeenCalled();
  const seen: Theme[] = [];
  function Reader({ label }: { label: string }) {
    const theme = useTheme();
    seen.push(theme);
    return <p>{`${label}: ${theme.palette.primary.main}`}</p>;
  }
  const first = render(
    <ThemeRoot>
      <Reader label="first" />
    </ThemeRoot>,
  );
  expect(screen.getByText('first: #1f5f8b')).toBeTruthy();
  first.rerender(
    <ThemeRoot>
      <Reader label="again" />
    </ThemeRoot>,
  );
  render(
    <ThemeRoot>
      <Reader label="second root" />
    </ThemeRoot>,
  );
  expect(screen.getByText('again: #1f5f8b')).toBeTruthy();
  expect(screen.getByText('second root: #1f5f8b')).toBeTruthy();
  expect(createAppTheme).toHaveBeenCalledTimes(1);
  // MUI's provider hands each root its own copy; within a root every draw has the same theme.
  expect(new Set(seen.slice(0, -1)).size).toBe(1);
});
