/**
 * The Recovery Store's catalogue (docs/product.md, Store: 9 items, $8.99 to $39.99). The product
 * grid stays hidden until the store opens; the catalogue is shown in stories.
 */
export const STORE_CATEGORIES = [
  { id: 'all', label: 'All Items' },
  { id: 'stickers', label: 'Stickers' },
  { id: 'journals', label: 'Journals' },
  { id: 'clothing', label: 'Clothing' },
  { id: 'cards', label: 'Cards' },
  { id: 'accessories', label: 'Accessories' },
] as const;
export type StoreCategory = (typeof STORE_CATEGORIES)[number]['id'];
export type ProductType = Exclude<StoreCategory, 'all'>;

export interface Product {
  id: string;
  name: string;
  description: string;
  /** US dollars. */
  price: number;
  type: ProductType;
  features: string[];
  popular: boolean;
}

export const CATALOGUE: readonly Product[] = [
  {
    id: 'sticker-one-day',
    name: 'One Day at a Time Sticker Pack',
    description: 'Twelve weatherproof stickers with gentle reminders for hard days.',
    price: 8.99,
    type: 'stickers',
    features: ['12 vinyl stickers', 'Weatherproof', 'Laptop and bottle sized'],
    popular: true,
  },
  {
    id: 'sticker-milestones',
    name: 'Milestone Sticker Sheet',
    description: 'Mark 24 hours to 5 years in your journal or calendar.',
    price: 9.99,
    type: 'stickers',
    features: ['30 milestone stickers', 'Matte finish'],
    popular: false,
  },
  {
    id: 'journal-guided',
    name: 'Guided Recovery Journal',
    description: '90 days of prompts for mornings, evenings and the moments in between.',
    price: 24.99,
    type: 'journals',
    features: ['90 days of prompts', 'Gratitude pages', 'Lay-flat binding'],
    popular: true,
  },
  {
    id: 'journal-pocket',
    name: 'Pocket Reflection Notebook',
    description: 'A small notebook for meetings, with space for numbers that matter.',
    price: 12.99,
    type: 'journals',
    features: ['Pocket size', 'Contact pages', 'Recycled paper'],
    popular: false,
  },
  {
    id: 'hoodie-strong',
    name: 'Stronger Together Hoodie',
    description: 'A soft, heavyweight hoodie with a quiet message on the sleeve.',
    price: 39.99,
    type: 'clothing',
    features: ['Organic cotton', 'Sizes XS to 3XL', 'Sleeve print'],
    popular: true,
  },
  {
    id: 'tee-progress',
    name: 'Progress Not Perfection Tee',
    description: 'A classic tee for everyday wear.',
    price: 22.99,
    type: 'clothing',
    features: ['Organic cotton', 'Sizes XS to 3XL'],
    popular: false,
  },
  {
    id: 'cards-affirmation',
    name: 'Daily Affirmation Cards',
    description: '52 cards, one for each week of the year.',
    price: 14.99,
    type: 'cards',
    features: ['52 cards', 'Keepsake box'],
    popular: false,
  },
  {
    id: 'cards-encouragement',
    name: 'Encouragement Card Set',
    description: 'Eight blank cards to tell someone you are proud of them.',
    price: 11.99,
    type: 'cards',
    features: ['8 cards with envelopes', 'Blank inside'],
    popular: false,
  },
  {
    id: 'keychain-coin',
    name: 'Milestone Coin Keychain',
    description: 'A solid brass keychain that holds your milestone coin.',
    price: 16.99,
    type: 'accessories',
    features: ['Solid brass', 'Fits standard coins'],
    popular: false,
  },
];

/** The items of a category tab ('all' is every item). */
export const productsIn = (category: StoreCategory): Product[] =>
  CATALOGUE.filter((p) => category === 'all' || p.type === category);

export const formatPrice = (dollars: number) => `$${dollars.toFixed(2)}`;
