import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { mobile } from '../../.storybook/viewports';
import { CATALOGUE, productsIn } from '../../domain/shop/catalogue';
import { ProductGrid } from '../../ui/shop/ProductGrid';

/** The catalogue the Store keeps hidden until it opens (docs/product.md, Store). */
const meta: Meta<typeof ProductGrid> = {
  title: 'Components/Shop/ProductGrid',
  component: ProductGrid,
  args: { products: CATALOGUE, onAddToCart: fn() },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Journals: Story = { args: { products: productsIn('journals') } };
export const Mobile: Story = { tags: ['mobile'], ...mobile };
