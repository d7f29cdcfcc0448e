import type { Meta, StoryObj } from '@storybook/react';
import { foundationDocs } from '../../.storybook/DocsPage';
import { FoundationPage, FoundationTable } from './FoundationTable';
import { ICONS_IN_USE } from './iconsInUse';
import { iconUses } from './iconUses';

function IconsInUse() {
  const uses = iconUses();
  return (
    <FoundationPage
      title="Icons"
      intro="The Material icons the components draw (@mui/icons-material), and where each is used, read from the components' code. An icon is never the only label of a control: a button with only an icon has an accessible name, and a decorative icon is hidden from screen readers."
    >
      <FoundationTable
        caption={`${Object.keys(ICONS_IN_USE).length} icons in use`}
        columns={['Icon', 'Name', 'Used in']}
        rows={Object.entries(ICONS_IN_USE).map(([name, Icon]) => ({
          key: name,
          cells: [
            <Icon key="i" aria-hidden color="primary" />,
            <code key="n">{name}</code>,
            (uses.get(name) ?? []).join(', '),
          ],
        }))}
      />
    </FoundationPage>
  );
}

const meta: Meta<typeof IconsInUse> = {
  title: 'Foundations/Icons',
  component: IconsInUse,
  parameters: foundationDocs,
};
export default meta;

export const InUse: StoryObj<typeof IconsInUse> = {};
