import type { TileComponent } from 'pigeon-maps';

/** The tile server's URL template ({z}, {x}, {y}) as pigeon-maps' provider. */
export const tileProvider = (template: string) => (x: number, y: number, z: number) =>
  template.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y));

/**
 * A map tile that hides itself when it cannot load (offline, a blocked tile server), so the map
 * keeps its plain background and working markers instead of broken-image icons.
 */
export const SafeTile: TileComponent = ({ tile, tileLoaded }) => (
  <img
    src={tile.url}
    srcSet={tile.srcSet}
    width={tile.width}
    height={tile.height}
    loading="lazy"
    alt=""
    onLoad={tileLoaded}
    onError={(e) => {
      e.currentTarget.style.visibility = 'hidden';
      tileLoaded();
    }}
    style={{
      position: 'absolute',
      left: tile.left,
      top: tile.top,
      willChange: 'transform',
      transformOrigin: 'top left',
      opacity: 1,
    }}
  />
);
