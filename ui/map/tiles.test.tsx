import { fireEvent, render } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { SafeTile, tileProvider } from './tiles';

const tile = {
  key: 't',
  url: 'https://tiles.example/1/2/3.png',
  srcSet: '',
  left: 256,
  top: 0,
  width: 256,
  height: 256,
  active: true,
};

it('fills the tile server template', () => {
  expect(tileProvider('https://t.example/{z}/{x}/{y}.png')(4, 5, 6)).toBe(
    'https://t.example/6/4/5.png',
  );
});

it('a tile that loads is shown and reported loaded', () => {
  const tileLoaded = vi.fn();
  const { container } = render(<SafeTile tile={tile} tileLoaded={tileLoaded} />);
  const img = container.querySelector('img')!;
  fireEvent.load(img);
  expect(tileLoaded).toHaveBeenCalledTimes(1);
  expect(img.style.visibility).not.toBe('hidden');
  expect(img).toHaveStyle({ left: '256px', top: '0px' });
});

it('a tile that cannot load hides itself instead of a broken image, and the map goes on', () => {
  const tileLoaded = vi.fn();
  const { container } = render(<SafeTile tile={tile} tileLoaded={tileLoaded} />);
  const img = container.querySelector('img')!;
  fireEvent.error(img);
  expect(img.style.visibility).toBe('hidden');
  expect(tileLoaded).toHaveBeenCalledTimes(1);
});
