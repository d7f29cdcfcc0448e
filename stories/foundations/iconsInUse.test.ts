import { expect, it } from 'vitest';
import { ICONS_IN_USE } from './iconsInUse';
import { iconUses } from './iconUses';

it('the Icons page lists exactly the icons the components import', () => {
  expect(Object.keys(ICONS_IN_USE).sort()).toEqual([...iconUses().keys()].sort());
});

it('says where each icon is used', () => {
  expect(iconUses().get('Close')).toEqual(
    expect.arrayContaining(['help/AdSlot', 'layout/AppHeader', 'map/PlacePopup']),
  );
});
